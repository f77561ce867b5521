import { Entity, type Attribute } from 'electrodb';
import type { ItemProjection } from '../item-projections';
import type { TransactionWrites } from '../versioned-write';
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

const storedType: Record<
  Exclude<FieldKind, 'choices' | 'coreDataIds' | 'memberList'>,
  'string' | 'number' | 'boolean'
> = {
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
 * How an entity's items are kept when they predate the kit (actions): the kit reads and writes them as
 * they are, so the seed, jobs and dashboards that read them need no data migration. Every option is
 * generic; an entity's own layout lives beside its data layer (`actions/kit-action-entity.ts`).
 */
export interface StoredLayout {
  /** Items derived from each item and written in the same transactions (the impacts' chart items). */
  readonly projection?: ItemProjection;
  /**
   * Kit attribute → the attribute name stored in DynamoDB (ElectroDB `field`): `itemId` → `actionId`,
   * `owner` → `ownerId`. Only the item id, the declared fields and their kept names can be renamed.
   */
  readonly storedNames?: Readonly<Record<string, string>>;
  /**
   * ElectroDB options laid over a kit attribute (a `default` on create, a `get`/`set` pair turning the
   * kit's value into the stored form and back) and attributes the declaration does not have (the
   * derived index attributes, `tagIds`): the kit keeps and reads them.
   */
  readonly attributes?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** What an emptied attribute keeps instead of being removed (a date's sentinel, `''`). */
  readonly emptied?: Readonly<Record<string, unknown>>;
  /** Kit attributes this layout does not keep (a member's joined name kept in parts): writes drop them. */
  readonly unstored?: readonly string[];
  /**
   * The secondary indexes, replacing those the kit derives from the declaration: index name → the
   * ElectroDB index (key templates name kit attributes; `itemId` for the item id). Their key
   * attributes come from `deriveAttributes`.
   */
  readonly indexes?: Readonly<Record<string, unknown>>;
  /**
   * Attributes derived from the whole item as it is after a write (kit names), set on EVERY write so
   * the indexes can never disagree with the fields they mirror (a patch alone cannot derive them: it
   * does not see the attributes it does not set).
   */
  readonly deriveAttributes?: (item: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /** The counter kind of the project's active items (default `<name>#active`). */
  readonly activeCounterKind?: string;
  /**
   * The fields a create's history snapshot lists, in order, each with its empty value when not given
   * (default: every declared field the item was created with): an entity's older history reads alike.
   */
  readonly createdSnapshot?: readonly string[];
  /** The entity's write rules, run in the kit's one write path (`entity-kit/writes.ts`). */
  readonly writeRules?: WriteRules;
  /**
   * Attributes beside the declared fields that a duplicate copies from the original as it holds them,
   * over what the write rules derive for a new item (actions: the original's `initialEndDate`, or none,
   * never one started from the copy's end date). Default: a copy derives them as any new item does.
   */
  readonly duplicateCopies?: readonly string[];
  /**
   * How rich text is kept, rich-text fields and comments alike (default the shared `screenRichText`):
   * an entity that predates the kit keeps its own cleaning (actions: js-xss keeps the safe text of a
   * partly harmful description or comment).
   */
  readonly storedRichText?: (html: string) => string;
  /**
   * How a review is recorded (default `'every'`: each review field in history, changed or not).
   * `'changed'`: only the review fields it changes, as any other change is recorded, and a review that
   * changes none (a same-day repeat by the same reviewer) still moves the version: an entity that
   * predates the kit reviewed so (actions).
   */
  readonly reviewHistory?: 'every' | 'changed';
  /**
   * How a tag change is recorded in history (default `'texts'`: field `tags`, the tag texts before and
   * after). `'itemTagIds'`, for a layout that keeps `tagIds` on the item: field `tagIds`, the item's
   * list of ids before and after, as an entity that predates the kit recorded it (actions).
   */
  readonly tagHistory?: 'texts' | 'itemTagIds';
  /**
   * Every `get` in `attributes` reads its own stored value only (never the rest of the item), and no
   * attribute is a map, a set or a key with fixings: the kit's list reads may then read items raw and
   * convert each attribute once (`entity-kit/plain-reads.ts`) instead of through ElectroDB's read,
   * which copies the whole item for every getter it runs (a layout with getters pays ~0.7 ms a
   * 100-item page). Default: ElectroDB reads the items.
   */
  readonly plainReads?: boolean;
}

/** A change about to be written, in kit names: what is set and what is emptied. */
export interface WriteValues {
  set: Record<string, unknown>;
  remove: string[];
  /**
   * The membership the kit read to check each member field it sets (kit key → the person's names
   * apart), so a rule that keeps more of the person than the joined name reads none again.
   */
  members?: Readonly<Record<string, MemberNames>>;
  /**
   * A new item's attributes laid over what the write rules derive (a duplicate's copied ones,
   * `duplicateCopies`): a rule need not derive, nor read for, what is kept.
   */
  kept?: Record<string, unknown>;
}

/** A member of the organisation as the membership keeps the name: first and last apart. */
export interface MemberNames {
  readonly firstName: string;
  readonly lastName: string;
}

/** What a rule answers: the change to write, and attributes set beside it with their history changes. */
export interface RuledWrite {
  values: WriteValues;
  attributes?: Record<string, unknown>;
  attributeChanges?: { field: string; oldValue: unknown; newValue: unknown }[];
}

/**
 * An entity's rules in the kit's write path. Each may refuse (throw the 400) or adjust the change;
 * what it answers is written (and recorded in history) as if it had been asked for.
 */
export interface WriteRules {
  /**
   * The rules' refusals that read nothing (an action's date order), of a new item (`item` undefined)
   * or a change of `item`. The kit runs them before it reads anything to check the members and
   * references a body names (create, add-multiple and the edit form's update), so the first fault a
   * body with several names is the rule's, as an entity's own API refused it. `values` lack the fields
   * whose check reads (members, references). `beforeCreate`/`beforeUpdate` still refuse alike: they are
   * the check of every write (a grid edit, bulk update, review), run once the values are read.
   * `call.bulk`: a bulk update's values alone, before its items are found (`bulkBodyFirst`; `item`
   * undefined): a change, not a new item, whose items' own values are checked item by item later.
   */
  readonly refuse?: (
    item: Readonly<Record<string, unknown>> | undefined,
    values: WriteValues,
    at: (key: string) => string,
    call?: { readonly form: boolean; readonly bulk?: boolean },
  ) => void;
  /**
   * Before a new item is built from its values (ref number and id are not yet taken); `at` names a
   * field of this item's body in a 400 (`body.endDate`, `body.actions.2.endDate`; default `body.<key>`).
   */
  readonly beforeCreate?: (
    scope: { organisationId: string; projectId: string },
    values: WriteValues,
    at?: (key: string) => string,
  ) => Promise<RuledWrite> | RuledWrite;
  /**
   * Before a change of an existing item (`item` as stored, kit names); a refusal names a field as
   * `at(field)` does (`body.endDate`, or a grid edit's payload `body.date`; left out: `body.<field>`).
   * `call.form`: the change is the edit form's save, whose fields a rule may check together (a pair
   * of dates as one rule) where a one-field or bulk change is checked field by field.
   */
  readonly beforeUpdate?: (
    item: Readonly<Record<string, unknown>>,
    values: WriteValues,
    at?: (key: string) => string,
    call?: { readonly form: boolean },
  ) => Promise<RuledWrite> | RuledWrite;
  /**
   * Before one item's change in a bulk update (the same values on several items): why this item is
   * skipped, when its own other values refuse the change (an action's end date the new start date
   * passes), else undefined and the change goes on to `beforeUpdate`, whose refusal refuses the call.
   */
  readonly bulkSkip?: (item: Readonly<Record<string, unknown>>, values: WriteValues) => string | undefined;
  /**
   * A bulk update checks its body before it looks for the items: the values alone (`refuse` as of a
   * new item: the pair of dates given), then the members and references they name, so a faulty body
   * is its 400 even beside a missing item, as an entity's own bulk update refused it. Without: the
   * kit's order, a missing item's 404 first.
   */
  readonly bulkBodyFirst?: boolean;
  /** Writes of other items in each create transaction (a registry item other readers start from). */
  readonly onCreate?: (scope: { organisationId: string; projectId: string }) => TransactionWrites;
}

/** The stored layout a kit model was built with (empty for the kit's own layout). */
export const storedLayoutOf = (model: object): StoredLayout => (isKitModel(model) ? model.storedLayout : {});

/** Whether a model was built by `projectEntityOf` (a kit model, not a hand-written entity). */
export const isKitModel = (model: object): model is ProjectEntityModel => 'storedLayout' in model;

/**
 * The ElectroDB entity of any declared project entity (the kit's one entity pattern). Items live in
 * their project's partition: `ORG#<org>#PROJECT#<project>` / `<NAME>#<itemId>` (`BENEFIT#…`), so the
 * project's items are one Query of the `byProject` index. Field attributes come from the declaration
 * (a member field also keeps `<field>Name`); none is required here because zod checks input first.
 */
export function projectEntityOf(declaration: ProjectEntityDeclaration, layout: StoredLayout = {}) {
  const storedNames = layout.storedNames ?? {};
  const storedAs = (attribute: string) =>
    storedNames[attribute] === undefined ? {} : { field: storedNames[attribute] };
  const fieldAttributes: Record<string, Attribute> = {};
  for (const [key, field] of Object.entries(declaration.fields)) {
    fieldAttributes[key] = {
      ...(field.kind === 'choices'
        ? { type: 'list', items: { type: 'number' } }
        : field.kind === 'coreDataIds' || field.kind === 'memberList'
          ? { type: 'list', items: { type: 'string' } }
          : { type: storedType[field.kind] }),
      ...storedAs(key),
    } as Attribute;
    if (keepsName(field))
      fieldAttributes[memberNameKey(key)] = { type: 'string', ...storedAs(memberNameKey(key)) };
  }
  const renamable = ['itemId', ...Object.keys(fieldAttributes)];
  const unknown = Object.keys(storedNames).filter((attribute) => !renamable.includes(attribute));
  if (unknown.length > 0)
    throw new Error(`${declaration.name}: no attribute ${unknown.join(', ')} to store renamed`);
  // Id lists a body takes beside the fields (`apiShape.input.idLists`), kept under their own key.
  for (const key of Object.keys(declaration.apiShape?.input?.idLists ?? {}))
    fieldAttributes[key] = { type: 'list', items: { type: 'string' } };
  // Review fields are written by review-range only (not declared fields: no form or grid sets them).
  if (declaration.endpoints.reviewRange)
    for (const key of reviewKeys) fieldAttributes[key] = { type: 'string' };
  const prefix = declaration.name.toUpperCase();
  const indexed = Object.entries(declaration.fields).filter(
    ([, field]) => field.indexed && field.kind === 'reference',
  );
  if (indexed.length > 1) throw new Error(`${declaration.name}: one indexed reference per entity`);
  const member = indexedMemberOf(declaration);
  // An indexed member (an owner): every item of one person, across the organisation's projects (gsi1,
  // which no kit entity used). Its key is derived (`memberIndexKey`, `none` when empty) so an item
  // without the member still has a full key; clearing the member sets it back (`kitIndexValues`).
  if (member) {
    fieldAttributes[MEMBER_INDEX_KEY] = {
      type: 'string',
      watch: [member],
      set: (_value: unknown, item: Record<string, unknown>) => (item[member] as string | undefined) || 'none',
    };
  }
  const byMember = member
    ? {
        byMember: {
          index: 'gsi1',
          pk: {
            field: 'gsi1pk',
            composite: ['organisationId', MEMBER_INDEX_KEY],
            template: `ORG#\${organisationId}#${prefix}#MEMBER#\${${MEMBER_INDEX_KEY}}`,
            casing: exact,
          },
          sk: {
            field: 'gsi1sk',
            composite: ['projectId', 'itemId'],
            template: 'PROJECT#${projectId}#${itemId}',
            casing: exact,
          },
        },
      }
    : {};
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
  // The organisation index: every item of the entity in the organisation (gsi2, unused by the kit).
  const byOrganisation = declaration.organisationIndex
    ? {
        byOrganisation: {
          index: 'gsi2',
          pk: {
            field: 'gsi2pk',
            composite: ['organisationId'],
            template: `ORG#\${organisationId}#${prefix}S`,
            casing: exact,
          },
          sk: {
            field: 'gsi2sk',
            composite: ['projectId', 'itemId'],
            template: 'PROJECT#${projectId}#${itemId}',
            casing: exact,
          },
        },
      }
    : {};
  // The ref-ordered index (gsi3, shared with indexed references: an entity has one or the other): its keys are made of attributes no update changes, so only puts write them.
  if (declaration.refIndex && indexed.length > 0) {
    throw new Error(`${declaration.name}: a ref index and an indexed reference both need gsi3`);
  }
  const refIndex = declaration.refIndex
    ? {
        byRef: {
          index: 'gsi3',
          pk: {
            field: 'gsi3pk',
            composite: ['organisationId', 'projectId'],
            template: `ORG#\${organisationId}#PROJECT#\${projectId}#${prefix}`,
            casing: exact,
          },
          sk: { field: 'gsi3sk', composite: ['refKey'], template: 'REF#${refKey}', casing: exact },
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
  const kitAttributes = {
    ...projectItemAttributes,
    itemId: { type: 'string', required: true, readOnly: true, ...storedAs('itemId') },
    ...fieldAttributes,
    /** Custom field values by field id, for a declaration with `customFields: true`. */
    customFields: { type: 'any' },
    ...refKeyAttribute,
    ...auditAttributes,
  } as const;
  // The layout's options laid over (or beside) the kit's attributes; typed as the kit's, as before.
  const attributes: Record<string, Attribute> = { ...kitAttributes };
  for (const [key, options] of Object.entries(layout.attributes ?? {}))
    attributes[key] = { ...(attributes[key] ?? { type: 'string' }), ...options } as Attribute;
  const model = new Entity(
    {
      model: { entity: declaration.name, version: '1', service: 'tandem' },
      attributes: attributes as typeof kitAttributes,
      indexes: {
        byProject: {
          pk: projectPartition,
          sk: { field: 'sk', composite: ['itemId'], template: `${prefix}#\${itemId}`, casing: exact },
        },
        // Typed apart (`referencingItems`), so the kit's typed calls keep the one key shape they use.
        ...((layout.indexes ?? {
          ...byReference,
          ...byOrganisation,
          ...byMember,
          ...refIndex,
        }) as unknown as Record<never, never>),
      },
    },
    entityConfiguration(),
  );
  // The layout travels with the model, so the write path and the counters read it from the model.
  return Object.assign(model, { storedLayout: layout });
}

export type ProjectEntityModel = ReturnType<typeof projectEntityOf>;

/** The derived attribute holding an indexed member's id (or `none`): gsi1's key of `byMember`. */
export const MEMBER_INDEX_KEY = 'memberIndexKey';

/** The declaration's indexed member field (`memberField({ indexed: true })`), if any; at most one. */
export function indexedMemberOf(declaration: ProjectEntityDeclaration): string | undefined {
  const members = Object.entries(declaration.fields)
    .filter(([, field]) => field.indexed && field.kind === 'member')
    .map(([key]) => key);
  if (members.length > 1) throw new Error(`${declaration.name}: one indexed member per entity`);
  return members[0];
}

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
