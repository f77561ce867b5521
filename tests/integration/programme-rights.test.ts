import { afterAll, describe, expect, it } from 'vitest';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { allProjectFlags, viewProjectFlags } from '@tandem/shared/permissions/project-flags';
import { demoFixtures as f } from './matrix/probe';
import { freshMember, freshProgramme, freshProject, sweepProbeLeftovers } from './matrix/organisation-probes';
import { call, headersFor, payload } from './hierarchy-helpers';

afterAll(sweepProbeLeftovers);

const base = `/api/v1/organisations/${f.organisationId}`;

/** Issue 36 item 4: what a programme tells, and who may move a project between programmes. */
describe('programmes and the rights on their projects', () => {
  it('the programme detail names only the projects the caller may view', async () => {
    const programmeId = await freshProgramme();
    const [seen, hidden] = [await freshProject(programmeId), await freshProject(programmeId)];
    const member = await freshMember({
      scope: OrgScope.CONTRIBUTOR,
      projectFlags: { [seen]: viewProjectFlags },
    });
    const detail = await call('GET', `${base}/programmes/${programmeId}`, await headersFor(member.email));
    expect(detail.status).toBe(200);
    const ids = payload<{ projects: { id: string }[] }>(detail).projects.map((project) => project.id);
    expect(ids).toEqual([seen]);
    // An owner (edit on every programme) sees both.
    const full = payload<{ projects: { id: string }[] }>(
      await call('GET', `${base}/programmes/${programmeId}`, 'owner'),
    );
    expect(full.projects.map((project) => project.id).sort()).toEqual([seen, hidden].sort());
  });

  it('a project editor cannot move the project into a programme they have no edit right on', async () => {
    const [from, to] = [await freshProgramme(), await freshProgramme()];
    const projectId = await freshProject(from);
    const member = await freshMember({
      scope: OrgScope.CONTRIBUTOR,
      projectFlags: { [projectId]: allProjectFlags },
    });
    const headers = await headersFor(member.email);
    const version = payload<{ version: number }>(
      await call('GET', `${base}/projects/${projectId}`, headers),
    ).version;
    const move = await call('PUT', `${base}/projects/${projectId}`, headers, { programmeId: to, version });
    expect(move.status).toBe(403);
    expect(move.json.message).toContain('body.programmeId');
    // Renaming stays theirs.
    const rename = await call('PUT', `${base}/projects/${projectId}`, headers, {
      name: 'Renamed probe',
      version,
    });
    expect(rename.status).toBe(200);
    // An owner may move it.
    const moved = await call('PUT', `${base}/projects/${projectId}`, 'owner', {
      programmeId: to,
      version: payload<{ version: number }>(rename).version,
    });
    expect(moved.status).toBe(200);
  });
});
