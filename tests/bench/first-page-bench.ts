import type { Page } from '@playwright/test';
import type { BenchStack } from './api-bench';
import { measureFirstPages } from './first-page';
import type { FirstPages } from './report';

// Generous: the shared machine can be slow, and a page that never shows its content fails the part.
const timeout = 60_000;

/**
 * The first pages of issue 29 on the demo seed, as admin@ (who sees every page): the organisation
 * home, a project's impacts grid and the organisation heatmap. Each is ready when its content shows.
 */
export async function measureBenchFirstPages(stack: BenchStack): Promise<FirstPages> {
  const { demo } = stack;
  const organisation = demo.demoOrganisations.a;
  const org = `/organisations/${organisation.organisationId}`;
  const projectId = demo.demoProjects.find((project) => project.name === 'Online Booking')!.projectId;
  const samples = await measureFirstPages({
    baseUrl: stack.url,
    email: 'admin@demo.test',
    password: demo.demoPassword,
    pages: [
      {
        label: 'organisation home',
        path: org,
        ready: (page: Page) =>
          page.getByRole('heading', { level: 1, name: organisation.name }).waitFor({ timeout }),
      },
      {
        label: 'impacts grid (Online Booking)',
        path: `${org}/grids/projects/${projectId}/impacts`,
        ready: (page: Page) => page.getByTestId('grid-count').getByText(/items/).waitFor({ timeout }),
      },
      {
        label: 'heatmap (organisation, business areas)',
        path: `${org}/visualisations/heatmap/business-areas`,
        ready: (page: Page) =>
          page.getByTestId('heatmap-table').getByRole('button').first().waitFor({ timeout }),
      },
    ],
  });
  return { samples };
}
