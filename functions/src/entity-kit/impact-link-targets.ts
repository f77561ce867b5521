import { audiences } from '@tandem/shared/audiences/audience';
import { linkSideOf } from '@tandem/shared/entity-kit/links';
import { impacts } from '@tandem/shared/impacts/impact';
import { projectProcesses } from '@tandem/shared/processes/project-process';
import { projectStakeholders } from '@tandem/shared/stakeholders/project-stakeholder';
import { impactEntity } from '../data/entities/impact';
import { projectProcessEntity } from '../data/entities/processes';
import { audienceEntity, projectStakeholderItemEntity } from '../data/entities/stakeholder-entities';
import { kitLinkTarget } from './links';
import { milestoneLinkTarget } from './milestone-link-target';

/**
 * The kit items on either side of the impact links that two groups serve (impacts: the impact side;
 * projects: the stakeholder, audience and process side), built once here so both Lambdas agree.
 */
export const impactLinkTargets = {
  impact: kitLinkTarget(impacts, impactEntity, linkSideOf(impacts.declaration)),
  projectStakeholder: kitLinkTarget(
    projectStakeholders,
    projectStakeholderItemEntity,
    linkSideOf(projectStakeholders.declaration),
  ),
  audience: kitLinkTarget(audiences, audienceEntity, linkSideOf(audiences.declaration)),
  projectProcess: kitLinkTarget(
    projectProcesses,
    projectProcessEntity,
    linkSideOf(projectProcesses.declaration),
  ),
  milestone: milestoneLinkTarget,
};
