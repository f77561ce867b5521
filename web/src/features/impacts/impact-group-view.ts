import type { ImpactGroup } from '@tandem/shared/impacts/impact-group';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityView } from '@/lib/entity-kit/entity-view';
import { groupImpactsLink } from './impact-links';
import '@/lib/i18n/en-gb-impacts';

const optional = { required: false, clearable: true, sortable: true, filterable: true } as const;

/** The impact group declaration (`shared/src/impacts/impact-group.ts`) for the web app, without zod. */
export const impactGroupView: EntityView<ImpactGroup> = {
  name: 'impactGroup',
  singular: 'ImpactGroup',
  plural: 'ImpactGroups',
  phrases: 'impactGroups',
  nameField: 'name',
  fields: {
    name: { ...optional, kind: 'text', editable: 'TextField', required: true, clearable: false, max: 200 },
    description: { ...optional, kind: 'richText', sortable: false, max: 20_000 },
    owner: { ...optional, kind: 'member', editable: 'IdField' },
  },
  listColumns: ['name', 'owner'],
  links: [groupImpactsLink],
  commentMax: 4_000,
  permissions: { view: endpointPermission('getImpactGroup'), edit: endpointPermission('updateImpactGroup') },
  paths: viewPathsOf(paths.impactGroupPages),
};
