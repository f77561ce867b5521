import type { Benefit } from '@tandem/shared/benefits/benefit';
import { paths } from '@/config/paths';
import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityView } from '@/lib/entity-kit/entity-view';
// The benefits pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-benefits';

const text = { kind: 'text', required: false, sortable: true, filterable: true } as const;

/**
 * The benefit declaration (`shared/src/benefits/benefit.ts`) as the web app needs it, without zod;
 * `benefit-view.test.ts` holds it equal to the declaration.
 */
export const benefitView: EntityView<Benefit> = {
  name: 'benefit',
  singular: 'Benefit',
  plural: 'Benefits',
  phrases: 'benefits',
  nameField: 'name',
  fields: {
    name: { ...text, required: true, max: 200 },
    description: { kind: 'richText', required: false, sortable: false, filterable: true, max: 20_000 },
    owner: { kind: 'member', required: false, sortable: true, filterable: true },
    type: { ...text, max: 100 },
    value: { kind: 'number', required: false, sortable: true, filterable: true, min: -1e12, maxValue: 1e12 },
    progressStatus: { kind: 'progress', required: false, sortable: true, filterable: true },
    measurmentDate: { kind: 'date', required: false, sortable: true, filterable: true },
    endDate: { kind: 'date', required: false, sortable: true, filterable: true },
    ragStatus: { kind: 'rag', required: false, sortable: true, filterable: true },
    notes: { ...text, sortable: false, max: 4_000 },
  },
  listColumns: ['name', 'owner', 'type', 'value', 'progressStatus', 'ragStatus', 'endDate'],
  commentMax: 4_000,
  permissions: { view: endpointPermission('getBenefit'), edit: endpointPermission('updateBenefit') },
  paths: {
    list: paths.benefits.getHref,
    panel: paths.changeBenefit.getHref,
    detail: paths.benefitDetail.getHref,
    create: paths.benefitCreate.getHref,
    edit: paths.benefitEdit.getHref,
  },
};
