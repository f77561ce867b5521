import { actions } from '@tandem/shared/actions/action';
import { projectEntities } from '@tandem/shared/contract/project-entities';
import {
  coreDataKinds,
  type CoreDataKind,
  type CoreDataKindDefinition,
} from '@tandem/shared/core-data/kinds';
import type { ProjectEntityDeclaration } from '@tandem/shared/entity-kit/declaration';
import type { FieldDeclaration } from '@tandem/shared/entity-kit/field-kinds';
import { cellFieldOf, cellOfField, dayCellOf } from '@tandem/shared/spreadsheet/field-cells';
import { coreDataItemEntity } from './entities/core-data-item';
import type { HistoryTarget } from './history';
import { memberDisplayName } from './members';

/**
 * The label and shown value of the field a history entry changed (issue 37 item 4), read from the
 * entity's declaration (or the core data kind's columns): "RAG" and "Amber", not `ragStatus` and 2.
 */
const declarations = new Map(
  [actions, ...projectEntities].map((entity) => {
    const declaration = entity.declaration as ProjectEntityDeclaration;
    return [declaration.name, declaration];
  }),
);

/** `initialEndDate` → "Initial end date": a field no declaration labels still reads as words. */
const wordsOf = (key: string) => {
  const words = key
    .replace(/Ids?$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const parsed = (json: string | undefined): unknown => {
  if (json === undefined) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

const coreDataName = async (organisationId: string, kind: CoreDataKind, itemId: string) => {
  const { data } = await coreDataItemEntity.get({ organisationId, kind, itemId }).go();
  return data?.name;
};

/** A value no declaration describes: a day as dd/mm/yyyy, a list joined, anything else as text. */
function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}/.test(value) ? dayCellOf(value) : value;
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

async function declaredText(organisationId: string, field: FieldDeclaration, value: unknown) {
  const target = field.target && 'coreData' in field.target ? field.target.coreData : undefined;
  const ids = typeof value === 'string' ? [value] : Array.isArray(value) ? (value as string[]) : [];
  const names = new Map<string, string | undefined>();
  if (field.kind === 'member' || field.kind === 'memberList')
    for (const id of ids) names.set(id, (await memberDisplayName(organisationId, id)) ?? undefined);
  if (target) for (const id of ids) names.set(id, await coreDataName(organisationId, target, id));
  const cell = cellOfField(cellFieldOf(field), value, {
    memberName: (id) => names.get(id),
    coreDataName: (_kind, id) => names.get(id),
  });
  return String(cell);
}

export async function changedFieldWords(
  target: HistoryTarget,
  field: string,
  newValue: string | undefined,
): Promise<{ fieldLabel: string; valueText: string }> {
  const value = parsed(newValue);
  if (target.entityType.startsWith('coreData.')) {
    const kind = target.entityType.slice('coreData.'.length) as CoreDataKind;
    const definition = coreDataKinds[kind] as CoreDataKindDefinition | undefined;
    const referenced = definition?.references?.[field] as CoreDataKind | undefined;
    const valueText =
      referenced && typeof value === 'string'
        ? ((await coreDataName(target.organisationId, referenced, value)) ?? value)
        : plainText(value);
    return { fieldLabel: definition?.columns[field] ?? wordsOf(field), valueText };
  }
  const fields = declarations.get(target.entityType)?.fields ?? {};
  // Actions' history names some fields as stored (`actionTypeId`, `ownerId`).
  const declared = fields[field] ?? fields[field.replace(/Id$/, '')];
  if (!declared) return { fieldLabel: wordsOf(field), valueText: plainText(value) };
  return {
    fieldLabel: declared.label,
    valueText: await declaredText(target.organisationId, declared, value),
  };
}
