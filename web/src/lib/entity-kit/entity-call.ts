import { apiCall } from '@/lib/api-client';
import type { EntityCalls, EntityRef } from './entity-view';

/**
 * The one way the kit calls a generated endpoint. The contract types the generated endpoints loosely
 * (their schemas are built from a record), so callers type the answers from the item type the
 * declaration derives (`EntityItemOf`).
 */
type Call = (
  id: string,
  options: { params: Record<string, string>; query?: object; body?: unknown; signal?: AbortSignal },
) => Promise<unknown>;
export const callEntityEndpoint = apiCall as unknown as Call;

/** The path parameters naming one item of an entity. */
export const oneParams = (view: EntityCalls, ref: EntityRef) => ({
  organisationId: ref.organisationId,
  projectId: ref.projectId,
  [`${view.name}Id`]: ref.id,
});
