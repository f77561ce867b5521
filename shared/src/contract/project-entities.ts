import { benefits } from '../benefits/benefit';
import { impactGroups } from '../impacts/impact-group';
import {
  impactActionLink,
  impactAudienceLink,
  impactGroupLink,
  impactMilestoneLink,
  impactProcessLink,
  impactStakeholderLink,
} from '../impacts/impact-links';
import { impacts } from '../impacts/impact';
import { impactBusinessAreas, impactLocations } from '../impacts/impact-places';
import { projectProcesses } from '../processes/project-process';
import { roleMappings } from '../processes/role-mapping';
import { courseGroups } from '../training/course-group';
import { courses } from '../training/course';
import { trainingComponents } from '../training/training-component';
import { trainingModules } from '../training/training-module';
import { stakeholderEntities } from '../stakeholders/contract';

/**
 * Every entity declared on the project-entity kit. The derived tests (permission matrix, cross-tenant,
 * bad input probes) iterate over it; the endpoints table spreads each one's `endpoints`.
 */
export const projectEntities = [
  benefits,
  courseGroups,
  courses,
  trainingModules,
  trainingComponents,
  impacts,
  impactGroups,
  projectProcesses,
  roleMappings,
  ...stakeholderEntities,
] as const;

/** Every link between kit items (both sides' endpoints); the derived tests iterate over it too. */
export const projectEntityLinks = [
  impactActionLink,
  impactGroupLink,
  impactStakeholderLink,
  impactAudienceLink,
  impactProcessLink,
  impactMilestoneLink,
] as const;

/** Every `coreDataIds` field's calls (an impact's business areas and locations); probed the same way. */
export const projectEntityIdLists = [impactBusinessAreas, impactLocations] as const;
