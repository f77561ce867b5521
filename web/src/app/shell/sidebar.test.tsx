import { screen } from '@testing-library/react';
import { ProjectFlag } from '@tandem/shared/permissions/project-flags';
import { OrgScope } from '@tandem/shared/permissions/org-scope';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/test-utils';
import { Sidebar } from './sidebar';

const route = {
  organisationId: 'o1',
  programmeId: undefined,
  programmeName: undefined,
  projectId: 'p1',
  projectName: 'Project',
};

const renderSidebar = (flags: number, at = '/') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[at]}>
      <Sidebar
        route={route}
        permissions={{ o1: { s: OrgScope.READER, pe: [], po: [], a: 0, p: { p1: flags } } }}
        collapsed={false}
      />
    </MemoryRouter>,
  );

describe('Sidebar', () => {
  it('links an area the user may view and disables one they may not', () => {
    renderSidebar(
      ProjectFlag.PROJECT_VIEW | ProjectFlag.IMPACT_VIEW,
      paths.impactPages.list.getHref('o1', 'p1'),
    );
    expect(screen.getByRole('link', { name: 'Impacts' })).toHaveAttribute(
      'href',
      paths.impactPages.list.getHref('o1', 'p1'),
    );
    expect(screen.getByRole('link', { name: 'Impacts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveAttribute(
      'title',
      'You cannot view this area',
    );
  });

  it('links every page of an open section without an area check', () => {
    renderSidebar(0, paths.coursePages.list.getHref('o1', 'p1'));
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      paths.coursePages.list.getHref('o1', 'p1'),
    );
    expect(screen.getByRole('link', { name: 'Course groups' })).toBeInTheDocument();
  });
});
