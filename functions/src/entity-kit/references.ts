import { projectEntities } from '@tandem/shared/contract/project-entities';
import type { ProjectEntityDeclaration } from '@tandem/shared/entity-kit/declaration';
import type { ReferenceTarget } from '@tandem/shared/entity-kit/field-kinds';
import { keepsName, memberNameKey } from '@tandem/shared/entity-kit/schemas';
import { coreDataItemEntity } from '../data/entities/core-data-item';
import type { ProjectEntityModel } from '../data/entities/project-entity';
import { badRequest } from '../http/http-error';
import { coreDataNoun } from './core-data-ids';
import { kitModelOf } from './registry';
import type { ProjectScope } from './store';

const models = new Map<string, { declaration: ProjectEntityDeclaration; model: ProjectEntityModel }>();

/** The declaration and ElectroDB model (with its stored layout) of a kit entity by name, once per Lambda. */
function entityNamed(name: string) {
  let found = models.get(name);
  if (!found) {
    const declaration = projectEntities.find((entity) => entity.declaration.name === name)?.declaration;
    if (!declaration) throw new Error(`No project entity named ${name}`);
    found = { declaration, model: kitModelOf(declaration) };
    models.set(name, found);
  }
  return found;
}

/** The name an item of a kit entity goes by: its name field, or the name kept beside a reference. */
export function itemName(declaration: ProjectEntityDeclaration, item: Record<string, unknown>) {
  const field = declaration.fields[declaration.nameField]!;
  return String(
    (keepsName(field) ? item[memberNameKey(declaration.nameField)] : item[declaration.nameField]) ?? '',
  );
}

/**
 * The name of what a reference field points at, after checking it exists where the caller may point:
 * a core data item of the caller's organisation, or an active item of the same project. Anything else
 * is a 400 naming the field (another organisation's id reads exactly as a made-up one).
 */
export async function referenceName(
  scope: ProjectScope,
  target: ReferenceTarget,
  id: string,
  field: string,
  /** What the refusal says after `<field>: ` (`apiShape.input.referenceRefusals`), else the kit's words. */
  refusal?: string,
): Promise<string> {
  if ('coreData' in target) {
    const { data } = await coreDataItemEntity
      .get({ organisationId: scope.organisationId, kind: target.coreData, itemId: id })
      .go();
    if (!data)
      throw badRequest(
        field,
        `${field}: ${refusal ?? `not ${coreDataNoun(target.coreData)} of the organisation.`}`,
      );
    return data.name;
  }
  const { declaration, model } = entityNamed(target.entity);
  const { data } = await model.get({ ...scope, itemId: id }).go();
  if (!data || data.lifecycleStatus !== 'active')
    throw badRequest(field, `${field}: ${refusal ?? `not an active ${declaration.label} of the project.`}`);
  return itemName(declaration, data as Record<string, unknown>);
}

/** The active items of a kit entity in the project, by their names (any case): one Query. */
export async function entityIdsByName(scope: ProjectScope, name: string) {
  const { declaration, model } = entityNamed(name);
  const { data } = await model.query.byProject(scope).go({ pages: 'all' });
  const byName = new Map<string, string>();
  for (const item of data as unknown as Record<string, unknown>[])
    if (item.lifecycleStatus === 'active')
      byName.set(
        itemName(declaration, item).trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB'),
        String(item.itemId),
      );
  return byName;
}
