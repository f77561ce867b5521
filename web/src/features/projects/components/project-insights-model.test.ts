import { describe, expect, it } from 'vitest';
import { actionSliceHref, impactSliceHref } from './project-insights-model';

const list = '/organisations/o/change/projects/p/impacts';
const grid = '/organisations/o/grids/projects/p/actions';
const query = (href: string | null) => Object.fromEntries(new URL(href!, 'http://x').searchParams);

describe('project overview drill-downs', () => {
  it('an impact level slice filters the list by every level of its band (spec §9 bands)', () => {
    expect(query(impactSliceHref(list, 'level', '3'))).toEqual({ impactLevel: '8|9|10' });
    expect(query(impactSliceHref(list, 'level', '2'))).toEqual({ impactLevel: '5|6|7' });
    expect(query(impactSliceHref(list, 'level', '1'))).toEqual({ impactLevel: '1|2|3|4' });
    expect(query(impactSliceHref(list, 'level', '0'))).toEqual({ impactLevel: '-1|0' });
    expect(impactSliceHref(list, 'level', '9')).toBeNull();
  });

  it('a progress slice filters by its status; "other" by the statuses it gathers', () => {
    expect(query(impactSliceHref(list, 'progress', '2'))).toEqual({ progressStatus: '2' });
    expect(query(impactSliceHref(list, 'progress', 'other'))).toEqual({ progressStatus: '4|5|6|7' });
  });

  it('an actions slice opens the grid filtered by RAG or progress; the grid takes one value, so not "other"', () => {
    expect(actionSliceHref(grid, 'rag', '4')).toBe(`${grid}?ragStatus=4`);
    expect(actionSliceHref(grid, 'progress', '3')).toBe(`${grid}?progressStatus=3`);
    expect(actionSliceHref(grid, 'progress', 'other')).toBeNull();
  });
});
