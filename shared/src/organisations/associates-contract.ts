import * as z from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';
import { idSchema } from '../core/id-schema';
import { OrgScope } from '../permissions/org-scope';

const reader = { kind: 'organisation', minimumScope: OrgScope.READER } as const;

/** A person of the organisation as any member may see them: the name only (no e-mail, no scope). */
export const associateSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** Spec §7 organisations `{id}/associates/`: the people of the organisation, for pickers and names. */
export const associateEndpoints = {
  listOrganisationAssociates: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organisations/{organisationId}/associates',
    group: 'organisations',
    summary: 'The people of the organisation with access to it, by name (names only)',
    permission: reader,
    params: z.strictObject({ organisationId: idSchema }),
    response: z.array(associateSchema),
  }),
};
