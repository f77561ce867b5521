import { describe, expect, it } from 'vitest';
import {
  CONTINUED_GROUP_SUFFIX,
  STANDALONE_PROJECTS_GROUP,
  isDoubleWidthProgrammeGroup,
  usesProjectMegaMenu,
} from './project-picker';

describe('project picker', () => {
  it('switches to the mega-menu at 15 projects', () => {
    expect(usesProjectMegaMenu(14)).toBe(false);
    expect(usesProjectMegaMenu(15)).toBe(true);
  });

  it('doubles a programme group over 9 projects', () => {
    expect(isDoubleWidthProgrammeGroup(9)).toBe(false);
    expect(isDoubleWidthProgrammeGroup(10)).toBe(true);
  });

  it('uses the spec group names', () => {
    expect(STANDALONE_PROJECTS_GROUP).toBe('Standalone Projects');
    expect(CONTINUED_GROUP_SUFFIX).toBe('(Continued)');
  });
});
