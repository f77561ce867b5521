import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfiguration,
  exact,
  projectItemAttributes,
  projectPartition,
} from './common';

/**
 * An action (spec §3) in its project's partition. Index attributes (`openState`, `dueKey`,
 * `assigneeKey`, `refKey`) are derived by the actions service on EVERY write (`indexAttributes`), so
 * the three GSIs can never disagree with the fields they mirror:
 * - gsi1 My Dashboard: `ORG#<org>#ASSIGNEE#<user|none>` / `DUE#<yyyy-mm-dd|none>#<action>`;
 * - gsi2 jobs: `ORG#<org>#ACTIONS#<open|closed>` / `DUE#<yyyy-mm-dd|none>#<action>`
 *   (open = active and neither completed nor cancelled);
 * - gsi4 My Dashboard's owned actions: `ORG#<org>#OWNER#<user|none>` / `DUE#<yyyy-mm-dd|none>#<action>`;
 * - gsi3 the project's list in ref order: `ORG#<org>#PROJECT#<project>#ACTIONS#<lifecycle>` / `REF#<000000042>`.
 */
export const actionEntity = new Entity(
  {
    model: { entity: 'action', version: '1', service: 'tandem' },
    attributes: {
      ...projectItemAttributes,
      actionId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      /** Rich text, screened before it is stored. */
      description: { type: 'string', required: true, default: '' },
      ragStatus: { type: 'number', required: true, default: -1 },
      progressStatus: { type: 'number', required: true, default: 1 },
      /** `yyyy-mm-ddT00:00:00`, or the empty-date sentinel `0001-01-01T00:00:00`. */
      startDate: { type: 'string', required: true },
      endDate: { type: 'string', required: true },
      /** The first end date ever set (timeline "initial target"); the sentinel until then. */
      initialEndDate: { type: 'string', required: true },
      actionTypeId: { type: 'string' },
      /** Denormalised at write time so a list page needs no look-ups. */
      actionTypeName: { type: 'string' },
      ownerId: { type: 'string' },
      ownerFirstName: { type: 'string' },
      ownerLastName: { type: 'string' },
      assignedToId: { type: 'string' },
      assignedToName: { type: 'string' },
      /** Core data business areas the action serves (reports) until impacts carry them. */
      businessAreaIds: { type: 'list', items: { type: 'string' } },
      /** Audiences (project audiences, a later feature) the action targets (reports). */
      audienceIds: { type: 'list', items: { type: 'string' } },
      /** Organisation tag ids; the tag-association items mirror them for usage counts. */
      tagIds: { type: 'list', items: { type: 'string' } },
      reviewedBy: { type: 'string' },
      reviewedOn: { type: 'string' },
      nextReviewDue: { type: 'string' },
      // Index attributes, derived from the fields above by the service.
      openState: { type: ['open', 'closed'] as const, required: true },
      dueKey: { type: 'string', required: true },
      assigneeKey: { type: 'string', required: true },
      /** The owner's user id or `none` (gsi4, My Dashboard's owned actions; issue 16). */
      ownerKey: { type: 'string' },
      refKey: { type: 'string', required: true },
      ...auditAttributes,
    },
    indexes: {
      byProject: {
        pk: projectPartition,
        sk: { field: 'sk', composite: ['actionId'], template: 'ACTION#${actionId}', casing: exact },
      },
      byAssignee: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['organisationId', 'assigneeKey'],
          template: 'ORG#${organisationId}#ASSIGNEE#${assigneeKey}',
          casing: exact,
        },
        sk: {
          field: 'gsi1sk',
          composite: ['dueKey', 'actionId'],
          template: 'DUE#${dueKey}#${actionId}',
          casing: exact,
        },
      },
      byOpenState: {
        index: 'gsi2',
        pk: {
          field: 'gsi2pk',
          composite: ['organisationId', 'openState'],
          template: 'ORG#${organisationId}#ACTIONS#${openState}',
          casing: exact,
        },
        sk: {
          field: 'gsi2sk',
          composite: ['dueKey', 'actionId'],
          template: 'DUE#${dueKey}#${actionId}',
          casing: exact,
        },
      },
      byOwner: {
        index: 'gsi4',
        pk: {
          field: 'gsi4pk',
          composite: ['organisationId', 'ownerKey'],
          template: 'ORG#${organisationId}#OWNER#${ownerKey}',
          casing: exact,
        },
        sk: {
          field: 'gsi4sk',
          composite: ['dueKey', 'actionId'],
          template: 'DUE#${dueKey}#${actionId}',
          casing: exact,
        },
      },
      byRef: {
        index: 'gsi3',
        pk: {
          field: 'gsi3pk',
          composite: ['organisationId', 'projectId', 'lifecycleStatus'],
          template: 'ORG#${organisationId}#PROJECT#${projectId}#ACTIONS#${lifecycleStatus}',
          casing: exact,
        },
        sk: { field: 'gsi3sk', composite: ['refKey'], template: 'REF#${refKey}', casing: exact },
      },
    },
  },
  entityConfiguration(),
);

/** A stored action as the service reads it. */
export interface ActionItem {
  organisationId: string;
  projectId: string;
  actionId: string;
  refNumber: number;
  name: string;
  description: string;
  ragStatus: number;
  progressStatus: number;
  lifecycleStatus: 'active' | 'archived' | 'deleted';
  startDate: string;
  endDate: string;
  initialEndDate: string;
  actionTypeId?: string;
  actionTypeName?: string;
  ownerId?: string;
  ownerFirstName?: string;
  ownerLastName?: string;
  assignedToId?: string;
  assignedToName?: string;
  businessAreaIds?: string[];
  audienceIds?: string[];
  tagIds?: string[];
  noteCount: number;
  reviewedBy?: string;
  reviewedOn?: string;
  nextReviewDue?: string;
  openState: 'open' | 'closed';
  dueKey: string;
  assigneeKey: string;
  ownerKey?: string;
  refKey: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  modifiedBy?: string;
  version: number;
}
