import { describe, expect, it } from 'vitest';
import { can } from './can';
import { OrgScope } from './org-scope';
import { ProjectFlag } from './project-flags';

const target = { organisationId: 'o', projectId: 'p' };
const holding = (flags: number) => ({
  o: { s: OrgScope.CONTRIBUTOR, a: 0, p: { p: flags }, po: [], pe: [] },
});
const project = ProjectFlag.PROJECT_VIEW | ProjectFlag.PROJECT_EDIT;

describe('can: a link call needs the right on both sides (issue 36)', () => {
  const link = { kind: 'project', area: 'action', access: 'view', alsoArea: 'impact' } as const;

  it('refuses a caller with rights on one side only, either side', () => {
    expect(can(holding(project | ProjectFlag.ACTION_VIEW), link, target)).toBe(false);
    expect(can(holding(project | ProjectFlag.IMPACT_VIEW), link, target)).toBe(false);
  });

  it('allows a caller with the right on both, and asks for edit on both to change', () => {
    const both = project | ProjectFlag.ACTION_VIEW | ProjectFlag.IMPACT_VIEW;
    expect(can(holding(both), link, target)).toBe(true);
    const edit = { ...link, access: 'edit' } as const;
    expect(can(holding(both | ProjectFlag.ACTION_EDIT), edit, target)).toBe(false);
    expect(can(holding(both | ProjectFlag.ACTION_EDIT | ProjectFlag.IMPACT_EDIT), edit, target)).toBe(true);
  });

  it('takes a process side as the project right, as a single area does', () => {
    const processLink = { kind: 'project', area: 'impact', access: 'view', alsoArea: 'process' } as const;
    expect(can(holding(ProjectFlag.PROJECT_VIEW | ProjectFlag.IMPACT_VIEW), processLink, target)).toBe(true);
  });
});
