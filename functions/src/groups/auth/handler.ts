import { identityEndpoints } from '@tandem/shared/identity/contract';
import { createGroupHandler } from '../../http/group-handler';
import * as auth from './service';

export const handler = createGroupHandler('auth', identityEndpoints, {
  getClaims: ({ caller, params }) => auth.getClaims(caller, params.organisationId),
  addUser: ({ caller }) => auth.addUser(caller),
  logout: ({ caller }) => auth.logout(caller),
  getLatestLicence: () => auth.getLatestLicence(),
  signLatestLicence: ({ caller }) => auth.signLatestLicence(caller),
});
