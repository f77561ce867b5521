import { userEndpoints } from '@tandem/shared/users/contract';
import { createGroupHandler } from '../../http/group-handler';
import * as profile from './profile-service';
import * as users from './service';

export const handler = createGroupHandler('users', userEndpoints, {
  getMe: ({ caller }) => users.getMe(caller),
  getMyOrganisations: ({ caller }) => users.getMyOrganisations(caller),
  getMyProjects: ({ caller, query }) => users.getMyProjects(caller, query.organisationId),
  getRecentProjects: ({ caller, query }) => users.getRecentProjects(caller, query.organisationId),
  addRecentProject: ({ caller, body }) => users.addRecentProject(caller, body.organisationId, body.projectId),
  searchUserByEmail: ({ body }) => profile.searchUserByEmail(body.organisationId, body.email),
  getMyProfile: ({ caller }) => profile.getMyProfile(caller),
  updateMyProfile: ({ caller, body }) => profile.updateMyProfile(caller, body),
  changePassword: ({ caller, body }) =>
    profile.changePassword(caller, body.currentPassword, body.newPassword),
  validateCurrentPassword: ({ caller, body }) =>
    profile.validateCurrentPassword(caller, body.currentPassword),
  uploadProfileImage: ({ caller, body }) => profile.uploadProfileImage(caller, body),
  deleteProfileImage: ({ caller }) => profile.deleteProfileImage(caller),
  getProfileImage: ({ caller, params }) => profile.getProfileImage(caller, params.userId),
});
