import type { Benefit } from '@tandem/shared/benefits/benefit';
import { paths } from '@/config/paths';
import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityView } from '@/lib/entity-kit/entity-view';
// The benefits pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-benefits';

const optional = { required: false, clearable: true, sortable: true, filterable: true } as const;
const text = { ...optional, kind: 'text', editable: 'TextField' } as const;

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
    name: { ...text, required: true, clearable: false, max: 200 },
    description: { ...optional, kind: 'richText', sortable: false, max: 20_000 },
    owner: { ...optional, kind: 'member', editable: 'IdField' },
    type: { ...text, max: 100 },
    value: { ...optional, kind: 'number', editable: 'NumericField', min: -1e12, maxValue: 1e12 },
    progressStatus: { ...optional, kind: 'progress', editable: 'NumericField', clearable: false },
    measurmentDate: { ...optional, kind: 'date', editable: 'DateField' },
    endDate: { ...optional, kind: 'date', editable: 'DateField' },
    ragStatus: { ...optional, kind: 'rag', editable: 'NumericField', clearable: false },
    notes: { ...text, sortable: false, max: 4_000 },
  },
  listColumns: ['name', 'owner', 'type', 'value', 'progressStatus', 'ragStatus', 'endDate'],
  commentMax: 4_000,
  tags: true,
  customFields: true,
  permissions: { view: endpointPermission('getBenefit'), edit: endpointPermission('updateBenefit') },
  paths: {
    list: paths.benefits.getHref,
    panel: paths.changeBenefit.getHref,
    detail: paths.benefitDetail.getHref,
    create: paths.benefitCreate.getHref,
    edit: paths.benefitEdit.getHref,
    grid: paths.benefitsGrid.getHref,
  },
};
