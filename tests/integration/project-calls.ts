import { expect } from 'vitest';
import { buildPath, endpoints, type EndpointId } from '@tandem/shared/contract/endpoints';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

const projectParams = { organisationId: f.organisationId, projectId: f.projectId };

/** A contract endpoint called on the demo project (its organisation and project ids filled in), as admin@ unless told. */
export async function projectCall(
  id: EndpointId,
  options: { as?: string; params?: Record<string, string>; body?: unknown } = {},
): Promise<ApiResponse> {
  const endpoint = endpoints[id];
  return api(endpoint.method, buildPath(endpoint.path, { ...projectParams, ...options.params }), {
    headers: await bearer((options.as ?? 'admin') as never),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

/** A create on the demo project that must answer 201: its payload. */
export async function projectCreated<T>(id: EndpointId, body: unknown): Promise<T> {
  const response = await projectCall(id, { body });
  expect(response.status, response.json.message).toBe(201);
  return response.json.payload as T;
}
