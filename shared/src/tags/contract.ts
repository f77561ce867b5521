import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';
import {
  mergeTagBody,
  mergeTagResultSchema,
  tagBody,
  tagSchema,
  tagTextSchema,
  tagUsageSchema,
} from './schemas';

const base = '/api/v1/organisations/{organisationId}/tags';
const params = z.strictObject({ organisationId: idSchema });
const one = params.extend({ tagId: idSchema });
// Any member reads tags; whoever may edit an item may type a new tag; the settings page is owners'.
const reader = { kind: 'organisation', minimumScope: OrgScope.READER } as const;
const contributor = { kind: 'organisation', minimumScope: OrgScope.CONTRIBUTOR } as const;
const owner = { kind: 'organisation', minimumScope: OrgScope.OWNER } as const;

/** Organisation tags (spec §7 "Tags and custom fields"); served by coreData with the settings. */
export const tagEndpoints = {
  listTags: defineEndpoint({
    method: 'GET',
    path: base,
    group: 'coreData',
    summary: 'Every tag of the organisation, by text',
    permission: reader,
    params,
    response: z.array(tagSchema),
  }),
  createTag: defineEndpoint({
    method: 'POST',
    path: base,
    group: 'coreData',
    summary: 'Create a tag (free text on Enter); a tag with the same text (any case) is answered instead',
    permission: contributor,
    params,
    body: tagBody,
    response: tagSchema,
    successStatus: 201,
  }),
  searchTags: defineEndpoint({
    method: 'GET',
    path: `${base}/search/{text}`,
    group: 'coreData',
    summary: 'Tags whose text contains the given text (any case), best matches first',
    permission: reader,
    params: params.extend({ text: tagTextSchema }),
    response: z.array(tagSchema),
  }),
  getTag: defineEndpoint({
    method: 'GET',
    path: `${base}/{tagId}`,
    group: 'coreData',
    summary: 'One tag',
    permission: reader,
    params: one,
    response: tagSchema,
  }),
  getTagUsageCount: defineEndpoint({
    method: 'GET',
    path: `${base}/{tagId}/usageCount`,
    group: 'coreData',
    summary: 'How many items carry the tag, in all and per kind of item',
    permission: reader,
    params: one,
    response: tagUsageSchema,
  }),
  renameTag: defineEndpoint({
    method: 'PUT',
    path: `${base}/{tagId}`,
    group: 'coreData',
    summary: 'Rename a tag (every item carrying it shows the new text)',
    permission: owner,
    params: one,
    body: tagBody,
    response: tagSchema,
  }),
  mergeTag: defineEndpoint({
    method: 'POST',
    path: `${base}/{tagId}/merge`,
    group: 'coreData',
    summary: 'Merge the tag into another: its items get the other tag, then it is deleted',
    permission: owner,
    params: one,
    body: mergeTagBody,
    response: mergeTagResultSchema,
  }),
  deleteTag: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{tagId}`,
    group: 'coreData',
    summary: 'Delete a tag and take it off every item (ask for its usage first)',
    permission: owner,
    params: one,
    response: tagUsageSchema,
  }),
};
