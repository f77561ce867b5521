import type { Impact } from '@tandem/shared/impacts/impact';
import { paths } from '@/config/paths';
import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityView } from '@/lib/entity-kit/entity-view';
import {
  confidenceChoices,
  impactLevelChoices,
  impactTypeChoices,
  shortLevelChoices,
} from './impact-choices';
// The impacts pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-impacts';

const optional = { required: false, clearable: true, sortable: true, filterable: true } as const;
/** A core data list as a `coreDataIds` field's choices: the whole kind, by name. */
const coreDataList = {
  scope: 'organisation',
  nameKey: 'name',
  query: { page: '1', pageSize: '500', sorts: 'name' },
} as const;
const score = { ...optional, kind: 'score', editable: 'NumericField' } as const;

/**
 * The impact declaration (`shared/src/impacts/impact.ts`) as the web app needs it, without zod;
 * `impact-view.test.ts` holds it equal to the declaration.
 */
export const impactView: EntityView<Impact> = {
  name: 'impact',
  singular: 'Impact',
  plural: 'Impacts',
  phrases: 'impacts',
  nameField: 'name',
  fields: {
    name: { ...optional, kind: 'text', editable: 'TextField', required: true, clearable: false, max: 200 },
    description: { ...optional, kind: 'richText', sortable: false, max: 20_000 },
    impactLevel: { ...score, min: 1, maxValue: 10, choices: impactLevelChoices, bulk: shortLevelChoices },
    mitigationConfidence: { ...score, min: 0, maxValue: 10, choices: confidenceChoices },
    impactTypes: {
      ...optional,
      kind: 'choices',
      sortable: false,
      filterable: false,
      choices: impactTypeChoices,
    },
    owner: { ...optional, kind: 'member', editable: 'IdField' },
    progressStatus: { ...optional, kind: 'progress', editable: 'NumericField', clearable: false, bulk: true },
    startDate: { ...optional, kind: 'date', editable: 'DateField' },
    endDate: { ...optional, kind: 'date', editable: 'DateField' },
    totalPeopleImpacted: {
      ...optional,
      shownFrom: 0,
      kind: 'number',
      editable: 'NumericField',
      min: -1,
      maxValue: 10_000_000,
    },
    businessAreas: {
      ...optional,
      kind: 'coreDataIds',
      sortable: false,
      filterable: false,
      exported: false,
      target: { coreData: 'businessArea' },
      reference: { endpoint: 'listBusinessAreas', ...coreDataList },
    },
    locations: {
      ...optional,
      kind: 'coreDataIds',
      sortable: false,
      filterable: false,
      exported: false,
      target: { coreData: 'location' },
      reference: { endpoint: 'listLocations', ...coreDataList },
    },
  },
  queryFilters: ['impactLevel', 'owner', 'progressStatus'],
  listColumns: [
    'name',
    'impactLevel',
    'mitigationConfidence',
    'impactTypes',
    'owner',
    'progressStatus',
    'endDate',
    'businessAreas',
  ],
  commentMax: 4_000,
  upload: { max: 500 },
  review: true,
  shiftDates: true,
  permissions: { view: endpointPermission('getImpact'), edit: endpointPermission('updateImpact') },
  paths: {
    list: paths.impacts.getHref,
    panel: paths.changeImpact.getHref,
    detail: paths.impactDetail.getHref,
    create: paths.impactCreate.getHref,
    edit: paths.impactEdit.getHref,
    grid: paths.impactsGrid.getHref,
  },
};
