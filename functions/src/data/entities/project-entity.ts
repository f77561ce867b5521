import { Entity, type Attribute } from 'electrodb';
import { keepsName, memberNameKey, reviewKeys } from '@tandem/shared/entity-kit/schemas';
import type { FieldKind } from '@tandem/shared/entity-kit/field-kinds';
import type { ProjectEntityDeclaration } from '@tandem/shared/entity-kit/declaration';
import {
  auditAttributes,
  entityConfiguration,
  exact,
  projectItemAttributes,
  projectPartition,
} from './common';

const storedType: Record<Exclude<FieldKind, 'choices'>, 'string' | 'number' | 'boolean'> = {
  text: 'string',
  richText: 'string',
  date: 'string',
  member: 'string',
  number: 'number',
  rag: 'number',
  progress: 'number',
  boolean: 'boolean',
  parent: 'string',
  score: 'number',
  scale: 'number',
  choice: 'string',
  reference: 'string',
};

/**
 * The ElectroDB entity of any declared project entity (the kit's one entity pattern). Items live in
 * their project's partition: `ORG#<org>#PROJECT#<project>` / `<NAME>#<itemId>` (`BENEFIT#…`), so the
 * project's items are one Query of the `byProject` index. Field attributes come from the declaration
 * (a member field also keeps `<field>Name`); none is required here because zod checks input first.
 */
export function projectEntityOf(declaration: ProjectEntityDeclaration) {
  const fieldAttributes: Record<string, Attribute> = {};
  for (const [key, field] of Object.entries(declaration.fields)) {
    fieldAttributes[key] =
      field.kind === 'choices'
        ? { type: 'list', items: { type: 'number' } }
        : { type: storedType[field.kind] };
    if (keepsName(field)) fieldAttributes[memberNameKey(key)] = { type: 'string' };
  }
  // Review fields are written by review-range only (not declared fields: no form or grid sets them).
  if (declaration.endpoints.reviewRange)
    for (const key of reviewKeys) fieldAttributes[key] = { type: 'string' };
  const prefix = declaration.name.toUpperCase();
  const indexed = Object.entries(declaration.fields).filter(([, field]) => field.indexed);
  if (indexed.length > 1) throw new Error(`${declaration.name}: one indexed reference per entity`);
  // An indexed reference: every item pointing at one target, across the organisation's projects.
  const byReference = indexed.map(([key]) => ({
    byReference: {
      index: 'gsi3',
      pk: {
        field: 'gsi3pk',
        composite: ['organisationId', key],
        template: `ORG#\${organisationId}#${prefix}#BY#\${${key}}`,
        casing: exact,
      },
      sk: {
        field: 'gsi3sk',
        composite: ['projectId', 'itemId'],
        template: 'PROJECT#${projectId}#${itemId}',
        casing: exact,
      },
    },
  }))[0];
  // The ref-ordered index: its keys are made of attributes no update changes, so only puts write them.
  const refIndex = declaration.refIndex
    ? {
        byRef: {
          index: 'gsi2',
          pk: {
            field: 'gsi2pk',
            composite: ['organisationId', 'projectId'],
            template: `ORG#\${organisationId}#PROJECT#\${projectId}#${prefix}`,
            casing: exact,
          },
          sk: { field: 'gsi2sk', composite: ['refKey'], template: 'REF#${refKey}', casing: exact },
        },
      }
    : {};
  const refKeyAttribute: Record<string, Attribute> = declaration.refIndex
    ? {
        refKey: {
          type: 'string',
          hidden: true,
          watch: ['refNumber'],
          set: (_: unknown, item: { refNumber?: number }) =>
            item.refNumber === undefined ? undefined : String(item.refNumber).padStart(9, '0'),
        },
      }
    : {};
  return new Entity(
    {
      model: { entity: declaration.name, version: '1', service: 'tandem' },
      attributes: {
        ...projectItemAttributes,
        itemId: { type: 'string', required: true, readOnly: true },
        ...fieldAttributes,
        /** Custom field values by field id, for a declaration with `customFields: true`. */
        customFields: { type: 'any' },
        ...refKeyAttribute,
        ...auditAttributes,
      },
      indexes: {
        byProject: {
          pk: projectPartition,
          sk: { field: 'sk', composite: ['itemId'], template: `${prefix}#\${itemId}`, casing: exact },
        },
        // Typed apart (`referencingItems`), so the kit's typed calls keep the one key shape they use.
        ...(byReference as unknown as Record<never, never>),
        ...(refIndex as unknown as Record<never, never>),
      },
    },
    entityConfiguration(),
  );
}

export type ProjectEntityModel = ReturnType<typeof projectEntityOf>;

/** A stored item: the fixed attributes plus the declared fields by name. */
export interface ProjectEntityItem extends Record<string, unknown> {
  organisationId: string;
  projectId: string;
  itemId: string;
  refNumber: number;
  lifecycleStatus: 'active' | 'archived' | 'deleted';
  noteCount: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  modifiedBy?: string;
  version: number;
}
