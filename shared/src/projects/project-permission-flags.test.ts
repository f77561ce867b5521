import { describe, expect, it } from 'vitest';
import { ProjectFlag } from '../permissions/project-flags';
import { normaliseProjectFlags } from './project-permission-flags';

describe('normaliseProjectFlags', () => {
  it('adds view to every edit and the project view to any right', () => {
    expect(normaliseProjectFlags(ProjectFlag.ACTION_EDIT)).toBe(
      ProjectFlag.ACTION_EDIT | ProjectFlag.ACTION_VIEW | ProjectFlag.PROJECT_VIEW,
    );
    expect(normaliseProjectFlags(ProjectFlag.MANAGE_PERMISSIONS)).toBe(
      ProjectFlag.MANAGE_PERMISSIONS | ProjectFlag.PROJECT_VIEW,
    );
    expect(normaliseProjectFlags(ProjectFlag.PROJECT_EDIT)).toBe(
      ProjectFlag.PROJECT_EDIT | ProjectFlag.PROJECT_VIEW,
    );
  });
  it('keeps nothing as nothing', () => {
    expect(normaliseProjectFlags(0)).toBe(0);
  });
});
