import { createGroupHandler } from '../../http/group-handler';
import * as users from './service';

export const handler = createGroupHandler('users', {
  getMe: ({ caller }) => users.getMe(caller),
  getMyOrganisations: ({ caller }) => users.getMyOrganisations(caller),
  getMyProjects: ({ caller, query }) => users.getMyProjects(caller, query.organisationId),
  getRecentProjects: ({ caller, query }) => users.getRecentProjects(caller, query.organisationId),
  addRecentProject: ({ caller, body }) => users.addRecentProject(caller, body.organisationId, body.projectId),
});
