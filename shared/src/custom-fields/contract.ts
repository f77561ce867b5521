import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';
import { customFieldCreateBody, customFieldSchema, customFieldUpdateBody } from './schemas';

const base = '/api/v1/organisations/{organisationId}/custom-fields';
const params = z.strictObject({ organisationId: idSchema });
// Ids are checked by look-up (an unknown one is a 404), so any id-shaped text passes here.
const one = params.extend({ fieldId: idSchema });
// Every member sees the columns; owners define them in the organisation settings (spec §6).
const reader = { kind: 'organisation', minimumScope: OrgScope.READER } as const;
const owner = { kind: 'organisation', minimumScope: OrgScope.OWNER } as const;

/**
 * The organisation's custom field definitions (settings). Values are written per item through the
 * kit's derived `PUT .../custom-fields/{fieldId}/projects/{projectId}/{segment}/{id}` (spec §7).
 */
export const customFieldEndpoints = {
  listCustomFields: defineEndpoint({
    method: 'GET',
    path: base,
    group: 'coreData',
    summary: 'The organisation’s custom fields, by name',
    permission: reader,
    params,
    response: z.array(customFieldSchema),
  }),
  createCustomField: defineEndpoint({
    method: 'POST',
    path: base,
    group: 'coreData',
    summary: 'Define a custom field: name, type (String 1, Int 2, RichText 3) and the kinds of item',
    permission: owner,
    params,
    body: customFieldCreateBody,
    response: customFieldSchema,
    successStatus: 201,
  }),
  updateCustomField: defineEndpoint({
    method: 'PUT',
    path: `${base}/{fieldId}`,
    group: 'coreData',
    summary: 'Rename a custom field or change the kinds of item it applies to',
    permission: owner,
    params: one,
    body: customFieldUpdateBody,
    response: customFieldSchema,
  }),
  deleteCustomField: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{fieldId}`,
    group: 'coreData',
    summary: 'Delete a custom field (its values stop showing)',
    permission: owner,
    params: one,
    response: customFieldSchema,
  }),
};
