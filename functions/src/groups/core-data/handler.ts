import { industryList } from '@tandem/shared/core-data/contract';
import { coreDataEndpoints } from '@tandem/shared/core-data/contract';
import { specPathLookupEndpoints } from '@tandem/shared/core-data/spec-path-lookups-contract';
import { customFieldEndpoints } from '@tandem/shared/custom-fields/contract';
import { settingsEndpoints } from '@tandem/shared/settings/contract';
import { tagEndpoints } from '@tandem/shared/tags/contract';
import * as customFields from '../../custom-fields/service';
import * as tags from '../../tags/service';
import { createGroupHandler } from '../../http/group-handler';
import { generatedCoreDataRoutes } from './generated-routes';
import * as coreData from './service';
import * as settings from './settings-service';

export const handler = createGroupHandler(
  'coreData',
  {
    ...coreDataEndpoints,
    ...specPathLookupEndpoints,
    ...settingsEndpoints,
    ...tagEndpoints,
    ...customFieldEndpoints,
  },
  {
    ...generatedCoreDataRoutes,
    listIndustries: () => industryList(),
    listBusinessAreasOfOrganisation: generatedCoreDataRoutes.listBusinessAreas,
    listLocationsOfOrganisation: generatedCoreDataRoutes.listLocations,
    listRolesOfOrganisation: generatedCoreDataRoutes.listRoles,
    listStakeholdersOfOrganisation: generatedCoreDataRoutes.listOrganisationStakeholders,
    listIndustriesOfOrganisation: () => industryList(),
    getCoreDataUsage: ({ params, query }) =>
      coreData.usageOfItem(query.kind, params.organisationId, query.itemId),
    listCoreDataNames: ({ params, query }) => coreData.listNames(query.kind, params.organisationId),
    getOrganisationSettings: ({ params }) => settings.getSettings(params.organisationId),
    updateOrganisationSettings: ({ params, caller, body }) =>
      settings.updateSettings(params.organisationId, caller, body),
    getOrganisationUserSettings: ({ params }) => settings.getUserSettings(params.organisationId),
    updateOrganisationUserSettings: ({ params, caller, body }) =>
      settings.updateUserSettings(params.organisationId, caller, body),
    getOrganisationAdminSettings: ({ params }) => settings.getAdminSettings(params.organisationId),
    updateOrganisationAdminSettings: ({ params, caller, body }) =>
      settings.updateAdminSettings(params.organisationId, caller, body),
    listTags: ({ params }) => tags.listTags(params.organisationId),
    createTag: ({ caller, params, body }) => tags.createTag(caller, params.organisationId, body.text),
    searchTags: ({ params }) => tags.searchTags(params.organisationId, params.text),
    getTag: ({ params }) => tags.getTag(params.organisationId, params.tagId),
    getTagUsageCount: ({ params }) => tags.usageCount(params.organisationId, params.tagId),
    renameTag: ({ caller, params, body }) =>
      tags.renameTag(caller, params.organisationId, params.tagId, body.text),
    mergeTag: ({ caller, params, body }) =>
      tags.mergeTag(caller, params.organisationId, params.tagId, body.intoTagId),
    deleteTag: ({ caller, params }) => tags.deleteTag(caller, params.organisationId, params.tagId),
    listCustomFields: ({ params }) => customFields.listCustomFields(params.organisationId),
    createCustomField: ({ caller, params, body }) =>
      customFields.createCustomField(caller, params.organisationId, body),
    updateCustomField: ({ caller, params, body }) =>
      customFields.updateCustomField(caller, params.organisationId, params.fieldId, body),
    deleteCustomField: ({ caller, params }) =>
      customFields.deleteCustomField(caller, params.organisationId, params.fieldId),
  },
);
