import { audienceStakeholders } from '../audiences/audience-stakeholder';
import { audiences } from '../audiences/audience';
import { pulses } from '../audiences/pulse';
import { spiderChartEndpoints } from '../audiences/spider-chart-contract';
import { projectStakeholders } from './project-stakeholder';
import { stakeholderProjectsEndpoints } from './stakeholder-projects-contract';

/** The kit entities of the change area's people: project stakeholders, audiences, members and pulses. */
export const stakeholderEntities = [projectStakeholders, audiences, audienceStakeholders, pulses] as const;

/** Their generated endpoints (projects group) and the organisation page's projects of a person. */
export const stakeholderEndpoints = {
  ...stakeholderProjectsEndpoints,
  ...projectStakeholders.endpoints,
  ...audiences.endpoints,
  ...audienceStakeholders.endpoints,
  ...pulses.endpoints,
  ...spiderChartEndpoints,
};
