import { authEndpoints } from '@tandem/shared/auth/contract';
import { createGroupHandler } from '../../http/group-handler';
import { addUser } from '../../auth/add-user';
import * as auth from './service';

export const handler = createGroupHandler('auth', authEndpoints, {
  getClaims: ({ caller, params }) => auth.getClaims(caller, params.organisationId),
  addUser: ({ caller }) => addUser(caller),
  logout: ({ caller }) => auth.logout(caller),
  getLatestLicence: () => auth.getLatestLicence(),
  signLatestLicence: ({ caller }) => auth.signLatestLicence(caller),
});
