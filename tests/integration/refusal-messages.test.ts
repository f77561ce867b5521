import { describe, expect, it } from 'vitest';
import { buildPath, endpoints } from '@tandem/shared/contract/endpoints';
import { api } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';

describe('a 403 names the missing right in an en-GB sentence (issue 28 item 11)', () => {
  it('a reader creating an action is told the edit right is missing, not a phrase key', async () => {
    const path = buildPath(endpoints.createAction.path, {
      organisationId: f.organisationId,
      projectId: f.projectId,
    });
    const response = await api('POST', path, {
      headers: await bearer('reader'),
      body: JSON.stringify({ name: 'Refused' }),
    });
    expect(response.status).toBe(403);
    expect(response.json.message).toBe('You need the right to edit actions in this project to do this.');
  });

  it('a reader opening the Core data lists is told the role it needs', async () => {
    const path = buildPath(endpoints.listBusinessAreas.path, { organisationId: f.organisationId });
    const response = await api('GET', path, { headers: await bearer('reader') });
    expect(response.status).toBe(403);
    expect(response.json.message).toBe(
      'You need the Contributor role or higher in this organisation to do this.',
    );
  });
});
