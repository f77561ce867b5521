import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addCalendarDays, toIsoDate } from '@tandem/shared/core/calendar-date';
import { EMPTY_DATE } from '@tandem/shared/core/dates';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { viewProjectFlags } from '@tandem/shared/permissions/project-flags';
import { call, headersFor, payload } from './hierarchy-helpers';
import { freshMember, freshProject, sweepProbeLeftovers } from './matrix/organisation-probes';
import { demoFixtures as f } from './matrix/probe';

// Issue 37 item 14: an archived project's actions leave My Dashboard, and it leaves recent projects.

const { putStoredActions } = await import('@tandem/functions/data/entities/action');
const { projectEntity } = await import('@tandem/functions/data/entities/project');
const { indexAttributes } = await import('@tandem/functions/actions/store');

const org = f.organisationId;
const lateDue = `${addCalendarDays(toIsoDate(new Date())!, -3)}T00:00:00`;

afterAll(sweepProbeLeftovers);

describe('an archived project', () => {
  it('no longer counts on My Dashboard and leaves the recent projects', async () => {
    const projectId = await freshProject();
    const member = await freshMember({
      scope: OrgScope.CONTRIBUTOR,
      projectFlags: { [projectId]: viewProjectFlags },
    });
    const person = await headersFor(member.email);
    const action = {
      organisationId: org,
      projectId,
      actionId: randomUUID(),
      refNumber: 1,
      name: 'Late in a project about to be archived',
      description: '',
      ragStatus: 1,
      progressStatus: 2,
      lifecycleStatus: 'active' as const,
      startDate: EMPTY_DATE,
      endDate: lateDue,
      initialEndDate: lateDue,
      assignedToId: member.userId,
      assignedToName: 'Archie Ved',
      noteCount: 0,
      createdBy: 'test',
    };
    await putStoredActions([{ ...action, ...indexAttributes(action) }]);
    const overview = async () =>
      payload<{ total: number; overdue: number }>(
        await call('GET', `/api/v1/users/me/assigned-projects-with-actions?organisationId=${org}`, person),
      );
    const overdueList = async () =>
      payload<{ totalItems: number }>(
        await call('GET', `/api/v1/userReports/organisations/${org}/overdueActions`, person),
      ).totalItems;
    const recent = async () =>
      payload<{ projectId: string }[]>(
        await call('GET', `/api/v1/users/me/recent-projects?organisationId=${org}`, person),
      ).map((entry) => entry.projectId);

    const opened = await call('POST', '/api/v1/users/me/recent-projects', person, {
      projectId,
      organisationId: org,
    });
    expect(opened.status).toBe(200);
    expect(await overview()).toMatchObject({ total: 1, overdue: 1 });
    expect(await overdueList()).toBe(1);
    expect(await recent()).toEqual([projectId]);

    await projectEntity.patch({ organisationId: org, projectId }).set({ lifecycleStatus: 'archived' }).go();
    expect(await overview()).toMatchObject({ total: 0, overdue: 0 });
    expect(await overdueList()).toBe(0);
    expect(await recent()).toEqual([]);
  });
});
