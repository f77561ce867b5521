import type { EndpointId } from '@tandem/shared/contract/endpoints';
import type { EntityItemBase } from '@tandem/shared/entity-kit/item-types';
import { entityViews } from 'virtual:tandem/entity-views';
import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityView } from './entity-view';

/** What only the web app knows of an entity: its phrases, list columns and page addresses. */
export type EntityPageConfig<Item extends EntityItemBase> = Pick<
  EntityView<Item>,
  'phrases' | 'listColumns' | 'paths'
>;

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
  return {
    ...data,
    nameField: data.nameField as keyof Item & string,
    fields: data.fields as EntityView<Item>['fields'],
    permissions: {
      view: endpointPermission(`get${data.singular}` as EndpointId),
      edit: endpointPermission(`update${data.singular}` as EndpointId),
    },
    ...config,
  };
}
