import { randomUUID } from 'node:crypto';
import { buildPath } from '@tandem/shared/contract/endpoints';
import { coreDataEndpoints, coreDataEndpointId } from '@tandem/shared/core-data/contract';
import type { CoreDataKind } from '@tandem/shared/core-data/kinds';
import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { demoOrganisations } from '@tandem/infra/local/src/seed/demo-data';
import { api } from './api';
import { bearer } from './sessions';

/**
 * A valid create body of each kind with a fresh unique value, so every call can create a new item.
 * `Record<CoreDataKind, ...>`: adding a kind without a sample is a type error.
 */
export const sampleBody: Record<CoreDataKind, () => Record<string, unknown>> = {
  businessArea: () => ({ name: `Area ${randomUUID()}`, description: 'Created by a test' }),
  placeGroup: () => ({ name: `Group ${randomUUID()}` }),
  location: () => ({
    name: `Site ${randomUUID()}`,
    streetAddress: '1 Test Street',
    city: 'York',
    country: 'United Kingdom',
    latitude: 53.96,
    longitude: -1.08,
  }),
  process: () => ({
    name: 'Test process',
    uniqueIdentifier: `T-${randomUUID()}`,
    level1: 'Testing',
    level2: 'Integration',
    isInScope: true,
  }),
  trainingProgress: () => ({
    name: `Progress ${randomUUID()}`,
    trainingProgressStatus: ProgressStatus.DRAFT,
  }),
  role: () => ({ name: `Role ${randomUUID()}` }),
  actionType: () => ({ name: `Action type ${randomUUID()}` }),
  impactType: () => ({ name: `Impact type ${randomUUID()}` }),
  label: () => ({ name: `Label ${randomUUID()}`, colour: '#123ABC' }),
  stakeholder: () => ({
    firstName: 'Test',
    lastName: 'Person',
    email: `test.${randomUUID()}@example.com`,
    role: 'Tester',
  }),
  trainingType: () => ({ name: `Training type ${randomUUID()}` }),
};

/** Creates an item through the API as the admin of organisation A (or another org/user). */
export async function createItem(
  kind: CoreDataKind,
  body: Record<string, unknown> = sampleBody[kind](),
  options: { organisationId?: string; user?: string } = {},
) {
  const endpoint = coreDataEndpoints[coreDataEndpointId(kind, 'create')];
  const organisationId = options.organisationId ?? demoOrganisations.a.organisationId;
  const response = await api('POST', buildPath(endpoint.path, { organisationId }), {
    body: JSON.stringify(body),
    headers: await bearer(options.user ?? 'admin'),
  });
  if (response.status !== 201)
    throw new Error(`create ${kind}: ${response.status} ${response.json?.message}`);
  return response.json.payload as { id: string; version: number; name: string } & Record<string, unknown>;
}
