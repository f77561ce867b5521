import { describe, expect, it } from 'vitest';
import type { MyProject } from '../api/get-my-projects';
import { filterProjects, layoutProjectPicker } from './project-picker-groups';

const project = (id: string, programme: string | null): MyProject => ({
  id,
  name: `Project ${id}`,
  organisationId: 'org',
  programmeId: programme,
  programmeName: programme === null ? null : `Programme ${programme}`,
});

const many = (count: number, programme: string | null, prefix: string) =>
  Array.from({ length: count }, (_, index) =>
    project(`${prefix}${String(index).padStart(2, '0')}`, programme),
  );

describe('layoutProjectPicker', () => {
  it('gives a programme without projects its own empty group, linked to the programme', () => {
    const layout = layoutProjectPicker([project('a', 'A')], '', 'Standalone Projects', [
      { id: 'A', name: 'Programme A' },
      { id: 'N', name: 'New programme' },
    ]);
    expect(layout.groups.map((group) => group.title)).toEqual(['New programme', 'Programme A']);
    expect(layout.groups[0]?.projects).toEqual([]);
    expect(layout.groups[0]?.columns[0]?.programmeId).toBe('N');
  });

  it('keeps an empty programme only when its name matches the search', () => {
    const programmes = [{ id: 'N', name: 'New programme' }];
    expect(
      layoutProjectPicker([project('a', null)], 'new', 'S', programmes).groups.map((g) => g.key),
    ).toEqual(['N']);
    expect(layoutProjectPicker([project('a', null)], 'zzz', 'S', programmes).groups).toEqual([]);
  });

  it('groups by programme, sorted by name, with the standalone projects last', () => {
    const layout = layoutProjectPicker([
      project('b', 'B'),
      project('s', null),
      project('a', 'A'),
      project('c', 'A'),
    ]);
    expect(layout.mode).toBe('list');
    expect(layout.groups.map((group) => group.title)).toEqual([
      'Programme A',
      'Programme B',
      'Standalone Projects',
    ]);
    expect(layout.groups[0]?.projects.map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('is a list below 15 projects and a mega-menu from 15', () => {
    expect(layoutProjectPicker(many(14, 'A', 'a')).mode).toBe('list');
    expect(layoutProjectPicker(many(15, 'A', 'a')).mode).toBe('megaMenu');
  });

  it('gives a programme of more than 9 projects double width in the mega-menu, continued in a second column', () => {
    const layout = layoutProjectPicker([...many(10, 'A', 'a'), ...many(9, 'B', 'b'), ...many(2, null, 's')]);
    const [a, b, standalone] = layout.groups;
    expect(a?.doubleWidth).toBe(true);
    expect(a?.columns.map((column) => [column.title, column.projects.length])).toEqual([
      ['Programme A', 5],
      ['Programme A (Continued)', 5],
    ]);
    expect(b?.doubleWidth).toBe(false);
    expect(b?.columns).toHaveLength(1);
    expect(standalone?.title).toBe('Standalone Projects');
  });

  it('never splits a group in list mode', () => {
    const layout = layoutProjectPicker(many(12, 'A', 'a'));
    expect(layout.groups[0]?.doubleWidth).toBe(false);
    expect(layout.groups[0]?.columns).toHaveLength(1);
  });

  it('keeps the mode of the whole list while searching', () => {
    const layout = layoutProjectPicker(many(16, 'A', 'a'), 'a01');
    expect(layout.mode).toBe('megaMenu');
    expect(layout.groups[0]?.projects.map((item) => item.id)).toEqual(['a01']);
  });
});

describe('filterProjects', () => {
  it('matches project or programme names, case-insensitively', () => {
    const projects = [project('x', 'Alpha'), project('y', null)];
    expect(filterProjects(projects, 'ALPHA').map((item) => item.id)).toEqual(['x']);
    expect(filterProjects(projects, 'project y').map((item) => item.id)).toEqual(['y']);
    expect(filterProjects(projects, '  ')).toHaveLength(2);
  });
});
