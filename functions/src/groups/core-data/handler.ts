import { industryList } from '@tandem/shared/core-data/contract';
import { coreDataEndpoints } from '@tandem/shared/core-data/contract';
import { settingsEndpoints } from '@tandem/shared/settings/contract';
import { createGroupHandler } from '../../http/group-handler';
import { generatedCoreDataRoutes } from './generated-routes';
import * as settings from './settings-service';

export const handler = createGroupHandler(
  'coreData',
  { ...coreDataEndpoints, ...settingsEndpoints },
  {
    ...generatedCoreDataRoutes,
    listIndustries: () => industryList(),
    getOrganisationSettings: ({ params }) => settings.getSettings(params.organisationId),
    updateOrganisationSettings: ({ params, caller, body }) =>
      settings.updateSettings(params.organisationId, caller, body),
    getOrganisationUserSettings: ({ params }) => settings.getUserSettings(params.organisationId),
    updateOrganisationUserSettings: ({ params, caller, body }) =>
      settings.updateUserSettings(params.organisationId, caller, body),
    getOrganisationAdminSettings: ({ params }) => settings.getAdminSettings(params.organisationId),
    updateOrganisationAdminSettings: ({ params, caller, body }) =>
      settings.updateAdminSettings(params.organisationId, caller, body),
  },
);
