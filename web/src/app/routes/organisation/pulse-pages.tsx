import { pulseView } from '@/features/stakeholders/pulse-view';
import { entityPages } from '@/lib/entity-kit/entity-pages';

/** The pulse list (with its side panel), create, detail and edit pages, on the entity kit. */
const pages = entityPages(pulseView, 'pulseId');
export const { List, Create, Detail, Edit } = pages;
export default pages.List;
