import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { courseGroups } from './course-group';
import { courses } from './course';
import { learningDashboardSchema } from './learning-dashboard';
import { trainingComponents } from './training-component';
import { trainingModules } from './training-module';

/** The training plan's endpoints: the four kit entities' families and the learning dashboard. */
export const trainingEndpoints = {
  ...courseGroups.endpoints,
  ...courses.endpoints,
  ...trainingModules.endpoints,
  ...trainingComponents.endpoints,
  getLearningDashboard: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations/{organisationId}/projects/{projectId}/learning-dashboard',
    group: 'projects',
    summary:
      'Completion of the active training plan by course and by audience (job role), what is overdue and what starts within 30 days',
    permission: { kind: 'project', area: 'project', access: 'view' },
    params: z.strictObject({ organisationId: idSchema, projectId: idSchema }),
    response: learningDashboardSchema,
  }),
};
