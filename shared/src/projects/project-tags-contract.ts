import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { tagSchema } from '../tags/schemas';
import { TagAssociationKind } from '../tags/tag-association-kind';

const projectView = { kind: 'project', area: 'project', access: 'view' } as const;
const projectEdit = { kind: 'project', area: 'project', access: 'edit' } as const;
const params = z.strictObject({ organisationId: idSchema, projectId: idSchema });
// spec §7: tag associations live under /projects/{project}/tags/<association>; the project is the
// tagged item itself, so the kit's `/{id}` segment is left out (docs/decisions.md "Project tags").
const base = `/api/v1/organisations/{organisationId}/projects/{projectId}/tags/${TagAssociationKind.PROJECT}`;
const projectTags = z.array(tagSchema);

/** Organisation tags on a project (spec §3 tag associations `projectTags`); served by projects. */
export const projectTagEndpoints = {
  listProjectTags: defineEndpoint({
    method: 'GET',
    path: base,
    group: 'projects',
    summary: "The project's tags, by text",
    permission: projectView,
    params,
    response: projectTags,
  }),
  addProjectTag: defineEndpoint({
    method: 'POST',
    path: base,
    group: 'projects',
    summary: "Add one organisation tag to the project; answers the project's tags",
    permission: projectEdit,
    params,
    body: z.strictObject({ tagId: idSchema }),
    response: projectTags,
  }),
  removeProjectTag: defineEndpoint({
    method: 'DELETE',
    path: `${base}/{tagId}`,
    group: 'projects',
    summary: "Take one tag off the project; answers the project's tags",
    permission: projectEdit,
    params: params.extend({ tagId: idSchema }),
    response: projectTags,
  }),
};
