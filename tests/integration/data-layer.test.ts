import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  demoOrganisations,
  demoProjects,
  demoProgrammes,
  demoUsers,
} from '@tandem/infra/local/src/seed/demo-data';

// Imported after setup-env has pointed the data layer at this run's DynamoDB Local.
const { data } = await import('@tandem/functions/data/service');
const { nextRefNumbers } = await import('@tandem/functions/data/counter');
const { commitVersionedUpdate, historyItems } = await import('@tandem/functions/data/versioned-write');
const { readHistory } = await import('@tandem/functions/data/history');
const { HttpError } = await import('@tandem/functions/http/http-error');

const organisationA = demoOrganisations.a.organisationId;

describe('data layer against DynamoDB Local', () => {
  it('reads an organisation with its programmes, projects and members in one Query (hierarchy collection)', async () => {
    const { data: hierarchy } = await data.collections
      .hierarchy({ organisationId: organisationA })
      .go({ pages: 'all' });
    expect(hierarchy.organisation).toHaveLength(1);
    // Other test files add programmes and projects to A; the seeded ones must all be there, none of B's.
    expect(hierarchy.programme.map((p) => p.programmeId)).toEqual(
      expect.arrayContaining(demoProgrammes.filter((p) => p.organisation === 'a').map((p) => p.programmeId)),
    );
    expect(hierarchy.programme.map((p) => p.programmeId)).not.toEqual(
      expect.arrayContaining(demoProgrammes.filter((p) => p.organisation === 'b').map((p) => p.programmeId)),
    );
    expect(hierarchy.project.map((p) => p.projectId)).toEqual(
      expect.arrayContaining(demoProjects.filter((p) => p.organisation === 'a').map((p) => p.projectId)),
    );
    expect(hierarchy.membership.map((m) => m.userId)).toEqual(
      expect.arrayContaining(
        demoUsers.filter((u) => u.memberships.some((m) => m.organisation === 'a')).map((u) => u.userId),
      ),
    );
  });

  it('never returns another organisation’s items under an organisation key', async () => {
    const { data: projects } = await data.entities.project.query
      .byOrganisation({ organisationId: organisationA })
      .go({ pages: 'all' });
    expect(projects.every((project) => project.organisationId === organisationA)).toBe(true);
    const standalone = await data.entities.project.query
      .byParent({ organisationId: organisationA, parentId: 'standalone' })
      .go();
    expect(standalone.data.every((p) => p.parentId === 'standalone')).toBe(true);
    expect(standalone.data.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Clinical Coding Review', 'Finance System Upgrade']),
    );
    expect(standalone.data.map((p) => p.name)).not.toContain('Online Booking');
  });

  it('finds users by email and their organisations by user', async () => {
    const multi = demoUsers.find((user) => user.key === 'multi')!;
    const { data: byEmail } = await data.entities.user.query
      .byEmail({ email: 'MULTI@demo.test'.toLowerCase() })
      .go();
    expect(byEmail[0]?.userId).toBe(multi.userId);
    const { data: memberships } = await data.entities.membership.query.byUser({ userId: multi.userId }).go();
    expect(memberships.map((m) => m.organisationId).sort()).toEqual(
      [demoOrganisations.a.organisationId, demoOrganisations.b.organisationId].sort(),
    );
  });

  it('hands out distinct, gapless reference numbers under concurrency', async () => {
    const projectId = demoProjects[0]!.projectId;
    const results = await Promise.all(
      Array.from({ length: 25 }, () => nextRefNumbers(organisationA, projectId, 'bench-ref')),
    );
    const numbers = results.flat().sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(await nextRefNumbers(organisationA, projectId, 'bench-ref', 3)).toEqual([26, 27, 28]);
  });

  it('commits a versioned update with its history atomically, and refuses a stale version with 409', async () => {
    // A project of its own, so seeded names other tests rely on stay untouched.
    const projectId = randomUUID();
    await data.entities.project
      .create({ organisationId: organisationA, projectId, name: 'Versioning probe', createdBy: 'test' })
      .go();
    const key = { organisationId: organisationA, projectId };
    const target = { organisationId: organisationA, entityType: 'project', entityId: projectId };
    const { data: before } = await data.entities.project.get(key).go();
    expect(before?.version).toBe(1);

    const rename = (name: string, seenVersion: number) =>
      commitVersionedUpdate({
        target,
        writes: (entities) => [
          entities.project
            .patch(key)
            .set({ name, modifiedBy: 'user-1' })
            .add({ version: 1 })
            .where(({ version }, { eq }) => eq(version, seenVersion))
            .commit(),
        ],
        history: historyItems(
          target,
          { userId: 'user-1' },
          [{ field: 'name', oldValue: before?.name, newValue: name }],
          seenVersion + 1,
        ),
      });

    await rename('Renamed once', 1);
    const stale = await rename('Lost update', 1).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(HttpError);
    expect((stale as InstanceType<typeof HttpError>).statusCode).toBe(409);
    expect((stale as Error).message).toContain('user-1');

    const { data: after } = await data.entities.project.get(key).go();
    expect(after).toMatchObject({ name: 'Renamed once', version: 2 });
    const history = await readHistory(target);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      field: 'name',
      newValue: JSON.stringify('Renamed once'),
      version: 2,
      userId: 'user-1',
    });
  });
});
