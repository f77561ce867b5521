import { projectStakeholderView } from '@/features/stakeholders/project-stakeholder-view';
import { entityPages } from '@/lib/entity-kit/entity-pages';

/** The stakeholder list (with its side panel), create, detail and edit pages, on the entity kit. */
const pages = entityPages(projectStakeholderView, 'projectStakeholderId');
export const { List, Create, Detail, Edit } = pages;
export default pages.List;
