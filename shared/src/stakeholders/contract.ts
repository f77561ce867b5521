import { audienceStakeholders } from '../audiences/audience-stakeholder';
import { audiences } from '../audiences/audience';
import { pulses } from '../audiences/pulse';
import { projectStakeholders } from './project-stakeholder';

/** The kit entities of the change area's people: project stakeholders, audiences, members and pulses. */
export const stakeholderEntities = [projectStakeholders, audiences, audienceStakeholders, pulses] as const;

/** Their generated endpoints (all in the projects group, under `/projects/{projectId}/…`). */
export const stakeholderEndpoints = {
  ...projectStakeholders.endpoints,
  ...audiences.endpoints,
  ...audienceStakeholders.endpoints,
  ...pulses.endpoints,
};
