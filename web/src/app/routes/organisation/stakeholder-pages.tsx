import { useParams } from 'react-router-dom';
import { projectStakeholderView } from '@/features/stakeholders/project-stakeholder-view';
import { stakeholderOwnedActionsLink, StakeholderOwnerSection } from '@/features/stakeholders/owner-links';
import { EntityDetail } from '@/lib/entity-kit/entity-detail';
import { entityPages } from '@/lib/entity-kit/entity-pages';

/** The stakeholder list (with its side panel), create, detail and edit pages, on the entity kit. */
const pages = entityPages(projectStakeholderView, 'projectStakeholderId');
export const { List, Create, Edit } = pages;
export default pages.List;

/** The stakeholder's page, with the actions they own (the actions' project-stakeholder-owner calls). */
export function Detail() {
  const { organisationId = '', projectId = '', projectStakeholderId = '' } = useParams();
  const project = { organisationId, projectId };
  return (
    <EntityDetail
      key={projectStakeholderId}
      view={projectStakeholderView}
      entityRef={{ ...project, id: projectStakeholderId }}
      sections={() => (
        <StakeholderOwnerSection
          project={project}
          id={projectStakeholderId}
          link={stakeholderOwnedActionsLink}
        />
      )}
    />
  );
}
