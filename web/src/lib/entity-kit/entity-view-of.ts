import type { EndpointId } from '@tandem/shared/contract/endpoints';
import type { EntityFieldData, EntityViewData } from '@tandem/shared/entity-kit/entity-view-data';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { entityViews } from 'virtual:tandem/entity-views';
import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityFieldView, EntityView } from './entity-view';

/**
 * What only the web app knows of an entity: its phrases, list columns and page addresses, and the
 * options its pages take (query filters, links, members, the import button). `fields` adds what the
 * browser shows of a field beyond its declaration: phrase keys and colours of its choices, bulk
 * values, `shownFrom`, a core data reference's list endpoint.
 */
export type EntityPageConfig<Item extends EntityItemBase> = Pick<
  EntityView<Item>,
  'phrases' | 'listColumns' | 'paths'
> &
  Partial<Pick<EntityView<Item>, 'queryFilters' | 'listLinks' | 'members' | 'links'>> & {
    /** The list's Import button (create-from-upload), at the declaration's rows per call. */
    upload?: true;
    fields?: { [K in keyof Item & string]?: Partial<EntityFieldView> };
  };

/**
 * A declared field as the pages read it: a parent names its entity's plural and name field, a
 * reference to another kit entity lists that entity's grid data, a score's bounds are its scale's,
 * and a choice field's values read `<phrases>.choices.<field>.<value>` unless the page says otherwise.
 */
function fieldViewOf(key: string, data: EntityFieldData, phrases: string): EntityFieldView {
  const { parent, target, scale, choices, listEndpoint, listKind, ...rest } = data as EntityFieldData & {
    parent?: string;
    target?: { entity?: string; coreData?: string };
    listEndpoint?: string;
    listKind?: string;
    scale?: { min: number; max: number };
    choices?: readonly string[];
  };
  const entity = (name: string): EntityViewData => {
    const found = entityViews[name];
    if (!found) throw new Error(`${key} names ${name}, which no project entity declares`);
    return found;
  };
  const view = rest as EntityFieldView;
  if (parent) view.parent = { plural: entity(parent).plural, nameField: entity(parent).nameField };
  if (target?.entity) {
    const other = entity(target.entity);
    view.reference = { endpoint: `get${other.plural}GridData`, scope: 'project', nameKey: other.nameField };
  }
  // A `coreDataIds` field: the whole core data kind, by name (its choices and the names of its ids).
  if (listEndpoint)
    view.reference = {
      endpoint: listEndpoint,
      scope: 'organisation',
      nameKey: 'name',
      query: { kind: listKind ?? '' },
    };
  if (scale) Object.assign(view, { min: scale.min, maxValue: scale.max });
  if (choices) view.choices = choices.map((value) => ({ value, key: `${phrases}.choices.${key}.${value}` }));
  return view;
}

/**
 * An entity's view: its declaration as the build emitted it (`virtual:tandem/entity-views`), the
 * permissions of its get and update endpoints from the contract, and the pages' configuration.
 */
export function entityViewOf<Item extends EntityItemBase>(
  name: string,
  config: EntityPageConfig<Item>,
): EntityView<Item> {
  const data = entityViews[name];
  if (!data) throw new Error(`No project entity is declared with the name ${name}`);
  const { fields: extras = {}, upload, ...pages } = config;
  const fields = Object.fromEntries(
    Object.entries(data.fields).map(([key, field]) => [
      key,
      { ...fieldViewOf(key, field, config.phrases), ...(extras as Record<string, object | undefined>)[key] },
    ]),
  ) as EntityView<Item>['fields'];
  const { uploadMax, ...declared } = data;
  return {
    ...declared,
    nameField: data.nameField as keyof Item & string,
    fields,
    ...(upload && uploadMax !== undefined ? { upload: { max: uploadMax } } : {}),
    permissions: {
      view: endpointPermission(`get${data.singular}` as EndpointId),
      edit: endpointPermission(`update${data.singular}` as EndpointId),
    },
    ...pages,
  };
}
