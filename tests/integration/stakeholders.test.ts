import { describe, expect, it } from 'vitest';
import { demoEntityItemId } from '@tandem/infra/local/src/seed/benefit-seed';
import { demoItemsOf, firstDemoItemId } from '@tandem/infra/local/src/seed/core-data-seed';
import { buildPath } from '@tandem/shared/contract/endpoints';
import type { ProjectEntity } from '@tandem/shared/entity-kit/define-project-entity';
import { audienceStakeholders } from '@tandem/shared/audiences/audience-stakeholder';
import { audiences } from '@tandem/shared/audiences/audience';
import { pulses } from '@tandem/shared/audiences/pulse';
import { projectStakeholders } from '@tandem/shared/stakeholders/project-stakeholder';
import { stakeholderProjectsEndpoints } from '@tandem/shared/stakeholders/stakeholder-projects-contract';
import { demoProjects } from '@tandem/infra/local/src/seed/demo-data';
import { api, type ApiResponse } from './api';
import { demoFixtures as f } from './matrix/probe';
import { bearer } from './sessions';
import { newPerson } from './stakeholder-fixtures';

type Item = { id: string; version: number } & Record<string, unknown>;
const run = `stk${Date.now().toString(36)}`;

async function call(
  entity: ProjectEntity,
  id: string,
  options: { params?: Record<string, string>; query?: string; body?: unknown; projectId?: string } = {},
): Promise<ApiResponse> {
  const endpoint = entity.endpoints[id]!;
  const params = { organisationId: f.organisationId, projectId: options.projectId ?? f.projectId };
  const path = buildPath(endpoint.path, { ...params, ...options.params });
  return api(endpoint.method, `${path}${options.query ? `?${options.query}` : ''}`, {
    headers: await bearer('admin'),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}
const created = async (entity: ProjectEntity, id: string, body: unknown) => {
  const response = await call(entity, id, { body });
  expect(response.status, response.json.message).toBe(201);
  return response.json.payload as Item;
};
const fieldOf = (response: ApiResponse) => (response.json.payload as { field?: string } | null)?.field;

const person = demoItemsOf('a', 'stakeholder')[1]!;
/** The person of organisation A no project holds yet (stakeholder-seed.ts): added once per run. */
const unseated = demoItemsOf('a', 'stakeholder').at(-1)!;

describe('project stakeholders', () => {
  it('brings a person of the organisation into the project, named, with the 1-10 scales and unknown as -1', async () => {
    const stakeholder = await created(projectStakeholders as ProjectEntity, 'createProjectStakeholder', {
      stakeholder: unseated.id,
      role: `${run} sponsor`,
      influence: 8,
      sentiment: 3,
      isKeyStakeholder: true,
    });
    expect(stakeholder).toMatchObject({
      stakeholder: unseated.id,
      stakeholderName: unseated.name,
      influence: 8,
      sentiment: 3,
      impact: -1,
      commitment: -1,
      isKeyStakeholder: true,
      isChangeNetwork: false,
    });
    // The grid's scale editor: NumericField, and Delete sets the score back to unknown.
    const edited = await call(projectStakeholders as ProjectEntity, 'updateProjectStakeholderField', {
      params: { projectStakeholderId: stakeholder.id, fieldName: 'sentiment' },
      body: { number: 9, version: stakeholder.version },
    });
    expect(edited.status, edited.json.message).toBe(200);
    expect(edited.json.payload).toMatchObject({ sentiment: 9, version: stakeholder.version + 1 });
    const cleared = await call(projectStakeholders as ProjectEntity, 'clearProjectStakeholderField', {
      params: { projectStakeholderId: stakeholder.id, fieldPath: 'sentiment' },
      query: `version=${stakeholder.version + 1}`,
    });
    expect(cleared.json.payload).toMatchObject({ sentiment: -1 });
  });

  it('refuses a score outside 1-10 (other than -1) and a fraction, naming the field', async () => {
    for (const influence of [0, 11, 7.5, -2]) {
      const response = await call(projectStakeholders as ProjectEntity, 'createProjectStakeholder', {
        body: { stakeholder: person.id, influence },
      });
      expect([influence, response.status, fieldOf(response)]).toEqual([influence, 400, 'body.influence']);
    }
    const stakeholderId = demoEntityItemId('projectStakeholder', f.projectId, 1);
    const grid = await call(projectStakeholders as ProjectEntity, 'updateProjectStakeholderField', {
      params: { projectStakeholderId: stakeholderId, fieldName: 'commitment' },
      body: { number: 12, version: 1 },
    });
    expect([grid.status, fieldOf(grid)]).toEqual([400, 'body.number']);
  });

  it('refuses a person who is not in the organisation: made up, or another organisation’s', async () => {
    for (const stakeholder of [firstDemoItemId('b', 'stakeholder'), '00000000-0000-4000-8000-000000000000']) {
      const response = await call(projectStakeholders as ProjectEntity, 'createProjectStakeholder', {
        body: { stakeholder },
      });
      expect([response.status, fieldOf(response)]).toEqual([400, 'body.stakeholder']);
    }
  });
});

describe('one person, one stakeholder of a project', () => {
  const create = (body: unknown, projectId?: string) =>
    call(projectStakeholders as ProjectEntity, 'createProjectStakeholder', {
      body,
      ...(projectId ? { projectId } : {}),
    });

  it('refuses a person already in the project with a 409 naming the field, and takes them again once deleted', async () => {
    const fresh = await newPerson();
    const first = await created(projectStakeholders as ProjectEntity, 'createProjectStakeholder', {
      stakeholder: fresh.id,
    });
    const again = await create({ stakeholder: fresh.id, role: 'Twice' });
    expect([again.status, fieldOf(again)]).toEqual([409, 'body.stakeholder']);
    expect(again.json.message).toContain('already in the project');
    // Seeded people too: the first is a stakeholder of Online Booking.
    const seeded = await create({ stakeholder: firstDemoItemId('a', 'stakeholder') });
    expect([seeded.status, fieldOf(seeded)]).toEqual([409, 'body.stakeholder']);
    // The same person may be a stakeholder of another project.
    const elsewhere = await create({ stakeholder: fresh.id }, f.ungrantedProjectId);
    expect(elsewhere.status, elsewhere.json.message).toBe(201);
    await call(projectStakeholders as ProjectEntity, 'deleteProjectStakeholder', {
      params: { projectStakeholderId: first.id },
    });
    const back = await create({ stakeholder: fresh.id });
    expect(back.status, back.json.message).toBe(201);
  });

  it('refuses one person twice in one add-multiple, and an edit that moves a stakeholder onto a person already there', async () => {
    const fresh = await newPerson();
    const twice = await call(projectStakeholders as ProjectEntity, 'addMultipleProjectStakeholders', {
      body: { projectStakeholders: [{ stakeholder: fresh.id }, { stakeholder: fresh.id }] },
    });
    expect([twice.status, fieldOf(twice)]).toEqual([409, 'body.projectStakeholders.1.stakeholder']);
    const other = await newPerson();
    const item = await created(projectStakeholders as ProjectEntity, 'createProjectStakeholder', {
      stakeholder: other.id,
    });
    const moved = await call(projectStakeholders as ProjectEntity, 'updateProjectStakeholder', {
      params: { projectStakeholderId: item.id },
      body: { stakeholder: firstDemoItemId('a', 'stakeholder'), version: item.version },
    });
    expect([moved.status, fieldOf(moved)]).toEqual([409, 'body.stakeholder']);
    // Saving the item with its own person is no duplicate.
    const same = await call(projectStakeholders as ProjectEntity, 'updateProjectStakeholder', {
      params: { projectStakeholderId: item.id },
      body: { stakeholder: other.id, role: 'Kept', version: item.version },
    });
    expect(same.status, same.json.message).toBe(200);
  });
});

describe('audiences, members and pulses', () => {
  it('keeps members and pulses to active items of the same project', async () => {
    const audience = await created(audiences as ProjectEntity, 'createAudience', {
      name: `${run} Night shift`,
      size: 'medium',
      influence: 4,
    });
    const stakeholderId = demoEntityItemId('projectStakeholder', f.projectId, 1);
    const member = await created(audienceStakeholders as ProjectEntity, 'createAudienceStakeholder', {
      audience: audience.id,
      projectStakeholder: stakeholderId,
    });
    expect(member).toMatchObject({ audienceName: `${run} Night shift`, projectStakeholder: stakeholderId });
    expect(typeof member.projectStakeholderName).toBe('string');

    // Another project's audience reads as unknown here.
    const elsewhere = demoEntityItemId('audience', f.ungrantedProjectId, 1);
    const foreign = await call(pulses as ProjectEntity, 'createPulse', {
      body: { audience: elsewhere, pulseDate: '2026-11-20' },
    });
    expect([foreign.status, fieldOf(foreign)]).toEqual([400, 'body.audience']);

    // A deleted audience takes no new pulse.
    const gone = await created(audiences as ProjectEntity, 'createAudience', { name: `${run} Gone` });
    await call(audiences as ProjectEntity, 'deleteAudience', { params: { audienceId: gone.id } });
    const late = await call(pulses as ProjectEntity, 'createPulse', {
      body: { audience: gone.id, pulseDate: '2026-11-20' },
    });
    expect([late.status, fieldOf(late)]).toEqual([400, 'body.audience']);

    const badSize = await call(audiences as ProjectEntity, 'createAudience', {
      body: { name: `${run} Odd`, size: 'huge' },
    });
    expect([badSize.status, fieldOf(badSize)]).toEqual([400, 'body.size']);
  });

  it('keeps each pulse, so an audience’s readiness is a history the grid data returns by date', async () => {
    const audience = await created(audiences as ProjectEntity, 'createAudience', { name: `${run} Porters` });
    await created(pulses as ProjectEntity, 'createPulse', {
      audience: audience.id,
      pulseDate: '2026-11-01',
      awareness: 3,
      adoption: -1,
    });
    await created(pulses as ProjectEntity, 'createPulse', {
      audience: audience.id,
      pulseDate: '2026-10-01',
      awareness: 2,
    });
    const missingDate = await call(pulses as ProjectEntity, 'createPulse', {
      body: { audience: audience.id },
    });
    expect([missingDate.status, fieldOf(missingDate)]).toEqual([400, 'body.pulseDate']);

    const rows = (await call(pulses as ProjectEntity, 'getPulsesGridData', { query: 'sorts=pulseDate' })).json
      .payload as Item[];
    const mine = rows.filter((row) => row.audience === audience.id);
    expect(mine.map((row) => [row.pulseDate, row.awareness, row.adoption, row.audienceName])).toEqual([
      ['2026-10-01', 2, -1, `${run} Porters`],
      ['2026-11-01', 3, -1, `${run} Porters`],
    ]);
  });
});

describe('the organisation page of a person', () => {
  const listProjects = async (stakeholderId: string, as: string) => {
    const endpoint = stakeholderProjectsEndpoints.listStakeholderProjects;
    return api('GET', buildPath(endpoint.path, { organisationId: f.organisationId, stakeholderId }), {
      headers: await bearer(as as never),
    });
  };
  const projectName = (projectId: string) =>
    demoProjects.find((project) => project.projectId === projectId)!.name;

  it('lists every project the person is in, only those whose stakeholders the caller may see', async () => {
    const first = firstDemoItemId('a', 'stakeholder');
    const admin = (await listProjects(first, 'admin')).json.payload as {
      projectId: string;
      projectName: string;
    }[];
    const inOrganisation = demoProjects.filter((project) => project.organisation === 'a');
    expect(admin.map((row) => row.projectName).sort()).toEqual(
      inOrganisation.map((project) => project.name).sort(),
    );
    expect(admin.find((row) => row.projectId === f.projectId)).toMatchObject({
      projectName: projectName(f.projectId),
      projectStakeholderId: demoEntityItemId('projectStakeholder', f.projectId, 1),
    });
    const contributor = (await listProjects(first, 'contributor')).json.payload as { projectId: string }[];
    expect(contributor.map((row) => row.projectId)).toContain(f.projectId);
    expect(contributor.map((row) => row.projectId)).not.toContain(f.ungrantedProjectId);
    expect(contributor.length).toBeLessThan(admin.length);
  });

  it('drops a project once the person is taken out of it, and answers 404 for a person of another organisation', async () => {
    const person = await newPerson();
    const before = (await listProjects(person.id, 'admin')).json.payload as {
      projectStakeholderId: string;
    }[];
    const added = await created(projectStakeholders as ProjectEntity, 'createProjectStakeholder', {
      stakeholder: person.id,
    });
    const during = (await listProjects(person.id, 'admin')).json.payload as {
      projectStakeholderId: string;
    }[];
    expect(during.map((row) => row.projectStakeholderId)).toContain(added.id);
    await call(projectStakeholders as ProjectEntity, 'deleteProjectStakeholder', {
      params: { projectStakeholderId: added.id },
    });
    const after = (await listProjects(person.id, 'admin')).json.payload as { projectStakeholderId: string }[];
    expect(after).toEqual(before);
    expect((await listProjects(firstDemoItemId('b', 'stakeholder'), 'admin')).status).toBe(404);
  });
});
