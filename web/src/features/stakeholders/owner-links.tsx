import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { EndpointId } from '@tandem/shared/contract/endpoints';
import { canCall } from '@/lib/endpoint-permissions';
import { EntityLinks, type EntityLinkView } from '@/lib/entity-kit/entity-links';
import type { ProjectRef } from '@/lib/entity-kit/entity-view';
import { usePermissions } from '@/lib/permissions-store';
import { DetailSection } from '@/ui/detail-section';
// The stakeholders' phrases (section titles): lazy, with the pages that show them.
import '@/lib/i18n/en-gb-stakeholders';

/** Both link pairs are one bulk call (spec §7: `project-stakeholder-owners` with both id lists). */
const addBody = (actionId: string, projectStakeholderId: string) => ({
  actionIds: [actionId],
  projectStakeholderIds: [projectStakeholderId],
});

/** On an action: the project stakeholders who own it (the actions' project-stakeholder-owner calls). */
export const actionStakeholderOwnersLink: EntityLinkView = {
  key: 'stakeholderOwners',
  ids: {
    list: 'listActionStakeholderOwners',
    add: 'addActionStakeholderOwners',
    remove: 'removeActionStakeholderOwner',
    unassigned: 'listUnassignedStakeholderOwnersOfAction',
  },
  selfIdParam: 'actionId',
  otherIdsKey: 'projectStakeholderIds',
  otherIdParam: 'projectStakeholderId',
  href: (organisationId, projectId, id) =>
    paths.stakeholderPages.detail.getHref(organisationId, projectId, id),
  addBody,
};

/** On a project stakeholder: the actions they own (the same calls from the stakeholder's side). */
export const stakeholderOwnedActionsLink: EntityLinkView = {
  key: 'ownedActions',
  ids: {
    list: 'listActionsOfStakeholderOwner',
    add: 'addActionStakeholderOwners',
    remove: 'removeActionStakeholderOwner',
    unassigned: 'listActionsUnassignedToStakeholderOwner',
  },
  selfIdParam: 'projectStakeholderId',
  otherIdsKey: 'actionIds',
  otherIdParam: 'actionId',
  href: (organisationId, projectId, id) => paths.actionDetail.getHref(organisationId, projectId, id),
  addBody: (stakeholderId, actionId) => addBody(actionId, stakeholderId),
};

/** A detail page's section of one side of the owner links; editors link and unlink (action edit right). */
export function StakeholderOwnerSection({
  project,
  id,
  link,
}: {
  project: ProjectRef;
  id: string;
  link: EntityLinkView;
}) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  if (!canCall(permissions, link.ids.list as EndpointId, project)) return null;
  return (
    <DetailSection title={t(`projectStakeholders.links.${link.key}`)} testId={`owner-links-${link.key}`}>
      <EntityLinks
        project={project}
        id={id}
        link={link}
        phrases="projectStakeholders"
        mayEdit={canCall(permissions, link.ids.add as EndpointId, project)}
      />
    </DetailSection>
  );
}
