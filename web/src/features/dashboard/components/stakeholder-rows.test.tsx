import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/en-gb-dashboard-people';
import { renderRoutes } from '@/testing/app-test-utils';
import { measureRange, StakeholderRows } from './stakeholder-rows';

const relationship = (id: string, projectName: string, influence: number, impact: number) => ({
  id,
  projectId: `p-${id}`,
  projectName,
  influence,
  impact,
  sentiment: -1,
  commitment: -1,
  receptiveness: -1,
});

describe('My Stakeholders influence and impact (issue 28 item 15)', () => {
  it('fills the columns of a person in several projects with each measure’s range', () => {
    const rows = [
      {
        stakeholderId: 's1',
        name: 'Zed Zebra',
        projects: [relationship('r1', 'One', 7, 4), relationship('r2', 'Two', 9, 4)],
      },
      { stakeholderId: 's2', name: 'Amy Able', projects: [relationship('r3', 'One', 6, -1)] },
    ];
    renderRoutes(
      [{ path: '/d', Component: () => <StakeholderRows organisationId="org-a" rows={rows} /> }],
      '/d',
    );
    const zed = screen.getByRole('row', { name: /Zed Zebra/ });
    const [, , influence, impact] = within(zed).getAllByRole('cell');
    expect(influence).toHaveTextContent('7–9');
    expect(impact).toHaveTextContent('4');
    const amy = screen.getByRole('row', { name: /Amy Able/ });
    expect(within(amy).getAllByRole('cell')[2]).toHaveTextContent('6');
    expect(within(amy).getAllByRole('cell')[3]).toHaveTextContent('Unknown');
  });

  it('measureRange: one score, a range, or nothing known', () => {
    expect(measureRange([5, 5])).toBe('5');
    expect(measureRange([8, -1, 3])).toBe('3–8');
    expect(measureRange([-1, 0])).toBeNull();
  });
});
