import { buildPath } from '@tandem/shared/contract/endpoints';
import { actionEndpoints } from '@tandem/shared/actions/contract';
import { demoActionId, demoTagId } from '@tandem/infra/local/src/seed/action-seed';
import { demoProjectStakeholderOf } from '@tandem/infra/local/src/seed/stakeholder-seed';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

export type ActionId = keyof typeof actionEndpoints;
export type Caller = 'admin' | 'owner' | 'contributor' | 'reader' | 'outsider' | 'newcomer' | 'multi';

/** Online Booking: contributor@ has full rights there. */
export const projectParams = { organisationId: f.organisationId, projectId: f.projectId };
export const seededActionId = demoActionId(f.projectId, 1);
/** A kit project stakeholder of Online Booking (Priya Shah, priya.shah@northwind.example). */
export const seededStakeholderId = demoProjectStakeholderOf('a', f.projectId, 'Priya Shah');
export const quickWinTagId = demoTagId('a', 'Quick win');

/** Calls an actions endpoint by id with path params filled from the project plus `params`. */
export async function callAction(
  id: ActionId,
  options: {
    as?: Caller;
    params?: Record<string, string>;
    query?: string;
    body?: unknown;
  } = {},
): Promise<ApiResponse> {
  const endpoint = actionEndpoints[id];
  const path = buildPath(endpoint.path, { ...projectParams, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer(options.as ?? 'admin'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

export type ActionPayload = {
  id: string;
  version: number;
  name: string;
  refNumber: number;
  startDate: string;
  endDate: string;
  description: string;
  ragStatus: number;
  progressStatus: number;
  lifecycleStatus: string;
} & Record<string, unknown>;

/** A fresh action in Online Booking, created by admin@ (probes of destructive endpoints use one each). */
export async function freshAction(body: Record<string, unknown> = {}): Promise<ActionPayload> {
  const response = await callAction('createAction', {
    body: { name: 'Fresh test action', startDate: '2026-03-01', endDate: '2026-04-01', ...body },
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.json?.message}`);
  return response.json.payload as ActionPayload;
}
