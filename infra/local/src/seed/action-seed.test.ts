import { describe, expect, it } from 'vitest';
import { hasFlag, ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { organisationWideProjectFlags } from '@tandem/shared/permissions/organisation-permissions';
import { demoActionsOf } from './action-seed';
import { demoProjectGrants, demoProjects, demoUsers } from './demo-data';

/** Whether a demo user can see a demo project, as the team pickers and the import decide it. */
function sees(userId: string, projectId: string) {
  const project = demoProjects.find((one) => one.projectId === projectId)!;
  const user = demoUsers.find((one) => one.userId === userId)!;
  const membership = user.memberships.find((one) => one.organisation === project.organisation);
  if (!membership) return false;
  const granted = demoProjectGrants
    .filter((grant) => grant.userKey === user.key && grant.projectName === project.name)
    .reduce((flags, grant) => flags | grant.flags, 0);
  return hasFlag(organisationWideProjectFlags(membership.scope) | granted, ProjectFlag.PROJECT_VIEW);
}

describe('the demo actions (issue 37 item 1)', () => {
  it('have owners and assignees who can see the project, as the product itself allows', () => {
    const strangers = demoProjects.flatMap((project) =>
      demoActionsOf(project.organisation, project.projectId)
        .flatMap((action) => [action.ownerId, action.assignedToId])
        .filter((userId) => !sees(userId, project.projectId))
        .map((userId) => `${project.name}: ${userId}`),
    );
    expect(strangers).toEqual([]);
  });
});
