import { audienceView } from '@/features/stakeholders/audience-view';
import { entityPages } from '@/lib/entity-kit/entity-pages';

/** The audience list (with its side panel), create, detail and edit pages, on the entity kit. */
const pages = entityPages(audienceView, 'audienceId');
export const { List, Create, Detail, Edit } = pages;
export default pages.List;
