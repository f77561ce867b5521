import { buildPath } from '@tandem/shared/contract/endpoints';
import { coreDataBasePath } from '@tandem/shared/core-data/contract';
import { api } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

let made = 0;

/** A new person of organisation A's core data (a project takes one person once), named as asked. */
export async function newPerson(lastName?: string) {
  made += 1;
  const stamp = `${Date.now().toString(36)}${made}${Math.random().toString(36).slice(2, 6)}`;
  const email = `owner.${stamp}@northwind.example`;
  const response = await api(
    'POST',
    buildPath(coreDataBasePath('stakeholder'), { organisationId: f.organisationId }),
    {
      headers: await bearer('admin'),
      body: JSON.stringify({ firstName: 'Test', lastName: lastName ?? `Person ${stamp}`, email }),
    },
  );
  if (response.status !== 201) throw new Error(`person: ${response.status} ${response.json?.message}`);
  return {
    id: (response.json.payload as { id: string }).id,
    email,
    name: `Test ${lastName ?? `Person ${stamp}`}`,
  };
}
