import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ComponentType } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  type ActionFunction,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { entityRoutes } from '@/lib/entity-kit/entity-routes';
import type { EntityView } from '@/lib/entity-kit/entity-view';
import { importWithRetry } from '@/lib/lazy-import';
import { PageLoader } from '@/ui/page-loader';
import { RouteError } from '@/ui/route-error';
import { addPhrases } from '@/lib/i18n/add-phrases';

/**
 * What a route module under `app/routes/` exports: its page as default, and optionally a loader or
 * an action that receive the query client (to prefetch with `queryClient.ensureQueryData`).
 */
type RouteModule = {
  default: ComponentType;
  /** The page's lazily loaded phrase bundles by namespace: added on load, before the title is read. */
  phrases?: Readonly<Record<string, object>>;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
  clientAction?: (queryClient: QueryClient) => ActionFunction;
};

/** What a page says about itself, for the breadcrumbs and the document title. */
export type RouteHandle = {
  /** Phrase key of the page title. */
  titleKey: string;
};

/**
 * Every route component is lazy: the import has the spec's 120 s time-out, is retried once, and
 * then fails with a ChunkLoadError that the route error element explains.
 */
const lazyRoute =
  (queryClient: QueryClient, importer: () => Promise<RouteModule>): RouteObject['lazy'] =>
  () =>
    importWithRetry(importer).then((module) => {
      for (const [namespace, phrases] of Object.entries(module.phrases ?? {})) addPhrases(namespace, phrases);
      return {
        Component: module.default,
        ...(module.clientLoader && { loader: module.clientLoader(queryClient) }),
        ...(module.clientAction && { action: module.clientAction(queryClient) }),
      };
    });

/** A kit entity's view, loaded with its pages (its phrases come with it): the module and its export. */
const viewOf =
  <M,>(importer: () => Promise<M>, name: keyof M) =>
  async () =>
    (await importer())[name] as unknown as EntityView;
const trainingViews = () => import('@/features/training/training-views');
const processViews = () => import('@/features/processes/process-views');
const impactViews = () => import('@/features/impacts/impact-view');
const impactGroupViews = () => import('@/features/impacts/impact-group-view');
const benefitViews = () => import('@/features/benefits/benefit-view');
const stakeholderViews = () => import('@/features/stakeholders/project-stakeholder-view');
const audienceViews = () => import('@/features/stakeholders/audience-view');
const pulseViews = () => import('@/features/stakeholders/pulse-view');

/** Programmes, projects and their settings, the organisation's people and the user's own pages. */
const hierarchyRoutes = (
  lazy: (importer: () => Promise<RouteModule>) => RouteObject['lazy'],
): RouteObject[] => {
  const route = (path: string, titleKey: string, importer: () => Promise<RouteModule>): RouteObject => ({
    path,
    handle: { titleKey } satisfies RouteHandle,
    lazy: lazy(importer),
  });
  const index = (titleKey: string, importer: () => Promise<RouteModule>): RouteObject => ({
    index: true,
    handle: { titleKey } satisfies RouteHandle,
    lazy: lazy(importer),
  });
  return [
    {
      lazy: lazy(() => import('./routes/organisation/profile-layout')),
      children: [
        route(
          paths.profileSettings.path,
          'pages.profileSettings',
          () => import('./routes/organisation/profile-settings'),
        ),
        route(
          paths.changePassword.path,
          'profile.tabs.password',
          () => import('./routes/organisation/change-password'),
        ),
        route(
          paths.myOrganisations.path,
          'profile.organisations.title',
          () => import('./routes/organisation/my-organisations'),
        ),
      ],
    },
    route(paths.help.path, 'topBar.helpCentre', () => import('./routes/organisation/help')),
    route(paths.organisationUsers.path, 'people.title', () => import('./routes/organisation/people')),
    route(paths.user.path, 'people.userPage', () => import('./routes/organisation/user')),
    route(
      paths.organisationStakeholder.path,
      'organisationStakeholder.title',
      () => import('./routes/organisation/organisation-stakeholder'),
    ),
    route(
      paths.createProgramme.path,
      'pages.createProgramme',
      () => import('./routes/organisation/create-programme'),
    ),
    route(
      paths.createProject.path,
      'pages.createProject',
      () => import('./routes/organisation/create-project'),
    ),
    route(paths.programme.path, 'pages.programme', () => import('./routes/organisation/programme')),
    {
      path: paths.programmeSettings.path,
      lazy: lazy(() => import('./routes/organisation/programme-settings-layout')),
      children: [
        index('pages.programmeSettings', () => import('./routes/organisation/programme-settings')),
        route(
          paths.programmeMilestones.path,
          'settingsLists.milestones',
          () => import('./routes/organisation/programme-milestones'),
        ),
      ],
    },
    route(paths.project.path, 'pages.project', () => import('./routes/organisation/project')),
    {
      path: paths.projectSettings.path,
      lazy: lazy(() => import('./routes/organisation/project-settings-layout')),
      children: [
        index('pages.projectSettings', () => import('./routes/organisation/project-settings')),
        route(
          paths.projectMilestones.path,
          'settingsLists.milestones',
          () => import('./routes/organisation/project-milestones'),
        ),
        route(
          paths.projectBenefits.path,
          'settingsLists.benefits',
          () => import('./routes/organisation/project-benefits'),
        ),
        route(
          paths.projectPhases.path,
          'settingsLists.phases',
          () => import('./routes/organisation/project-phases'),
        ),
        route(
          paths.projectPermissions.path,
          'projectPermissions.title',
          () => import('./routes/organisation/project-permissions'),
        ),
      ],
    },
  ];
};

export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => {
  const lazy = (importer: () => Promise<RouteModule>) => lazyRoute(queryClient, importer);
  const route = (path: string, titleKey: string, importer: () => Promise<RouteModule>): RouteObject => ({
    path,
    handle: { titleKey } satisfies RouteHandle,
    lazy: lazy(importer),
  });
  return [
    {
      // Pathless root: one error element and one first-load fallback for every page.
      errorElement: <RouteError />,
      HydrateFallback: PageLoader,
      children: [
        { path: paths.login.path, lazy: lazy(() => import('./routes/login')) },
        { path: paths.loginComplete.path, lazy: lazy(() => import('./routes/login-complete')) },
        // The help centre of its own: how to get started needs no organisation (nor a sign-in).
        route(paths.helpCentre.path, 'topBar.helpCentre', () => import('./routes/organisation/help')),
        {
          // Everything else needs a signed-in user.
          lazy: lazy(() => import('./routes/authenticated')),
          children: [
            { path: paths.home.path, lazy: lazy(() => import('./routes/current-organisation')) },
            {
              path: paths.currentOrganisation.path,
              lazy: lazy(() => import('./routes/current-organisation')),
            },
            {
              path: paths.organisation.path,
              lazy: lazy(() => import('./routes/organisation/layout')),
              children: [
                {
                  index: true,
                  handle: { titleKey: 'dashboard.title' } satisfies RouteHandle,
                  lazy: lazy(() => import('./routes/organisation/dashboard')),
                },
                route(
                  paths.myDashboard.path,
                  'pages.myDashboard',
                  () => import('./routes/organisation/my-dashboard'),
                ),
                route(
                  paths.myDashboardActions.path,
                  'pages.myDashboardActions',
                  () => import('./routes/organisation/my-dashboard-actions'),
                ),
                route(
                  paths.myDashboardOverdue.path,
                  'pages.myDashboardOverdue',
                  () => import('./routes/organisation/my-dashboard-due-actions'),
                ),
                route(
                  paths.myDashboardUpcoming.path,
                  'pages.myDashboardUpcoming',
                  () => import('./routes/organisation/my-dashboard-due-actions'),
                ),
                route(
                  paths.myDashboardImpacts.path,
                  'pages.myDashboardImpacts',
                  () => import('./routes/organisation/my-dashboard-impacts'),
                ),
                ...[
                  paths.visualisations.path,
                  paths.visualisationHeatmap.path,
                  paths.visualisationPage.path,
                  paths.projectVisualisations.path,
                  paths.projectVisualisationHeatmap.path,
                  paths.projectVisualisationPage.path,
                ].map((path) =>
                  route(path, 'visualisations.title', () => import('./routes/organisation/visualisations')),
                ),
                route(
                  paths.myDashboardStakeholders.path,
                  'pages.myDashboardStakeholders',
                  () => import('./routes/organisation/my-dashboard-stakeholders'),
                ),
                {
                  path: paths.organisationSettings.path,
                  handle: { titleKey: 'pages.organisationSettings' } satisfies RouteHandle,
                  lazy: lazy(() => import('./routes/organisation/settings')),
                },
                {
                  path: paths.organisationUserSettings.path,
                  handle: { titleKey: 'orgSettings.users' } satisfies RouteHandle,
                  lazy: lazy(() => import('./routes/organisation/settings-users')),
                },
                {
                  path: paths.organisationAdminSettings.path,
                  handle: { titleKey: 'orgSettings.admin' } satisfies RouteHandle,
                  lazy: lazy(() => import('./routes/organisation/settings-admin')),
                },
                {
                  path: paths.organisationTagSettings.path,
                  handle: { titleKey: 'orgSettings.tags' } satisfies RouteHandle,
                  lazy: lazy(() => import('./routes/organisation/settings-tags')),
                },
                {
                  path: paths.organisationCustomFieldSettings.path,
                  handle: { titleKey: 'orgSettings.customFields' } satisfies RouteHandle,
                  lazy: lazy(() => import('./routes/organisation/settings-custom-fields')),
                },
                {
                  path: paths.coreData.path,
                  handle: { titleKey: 'pages.coreData' } satisfies RouteHandle,
                  lazy: lazy(() => import('./routes/organisation/core-data')),
                },
                {
                  path: paths.coreDataKind.path,
                  handle: { titleKey: 'pages.coreData' } satisfies RouteHandle,
                  lazy: lazy(() => import('./routes/organisation/core-data-kind')),
                },
                // Hierarchy, people and the user's own pages (issue 4).
                ...hierarchyRoutes(lazy),
                route(
                  paths.processes.path,
                  'processReport.title',
                  () => import('./routes/organisation/processes-report'),
                ),
                route(
                  paths.training.path,
                  'learning.title',
                  () => import('./routes/organisation/learning-dashboard'),
                ),
                // Every kit entity: its pages (paths.<entity>Pages), the view loaded with the page.
                ...entityRoutes(
                  paths.courseGroupPages,
                  'courseGroups',
                  viewOf(trainingViews, 'courseGroupView'),
                  lazy,
                ),
                ...entityRoutes(paths.coursePages, 'courses', viewOf(trainingViews, 'courseView'), lazy),
                ...entityRoutes(
                  paths.trainingModulePages,
                  'trainingModules',
                  viewOf(trainingViews, 'trainingModuleView'),
                  lazy,
                ),
                ...entityRoutes(
                  paths.trainingComponentPages,
                  'trainingComponents',
                  viewOf(trainingViews, 'trainingComponentView'),
                  lazy,
                ),
                ...entityRoutes(
                  paths.projectProcessPages,
                  'projectProcesses',
                  viewOf(processViews, 'projectProcessView'),
                  lazy,
                ),
                ...entityRoutes(
                  paths.roleMappingPages,
                  'roleMappings',
                  viewOf(processViews, 'roleMappingView'),
                  lazy,
                ),
                ...entityRoutes(paths.impactPages, 'impacts', viewOf(impactViews, 'impactView'), lazy),
                ...entityRoutes(
                  paths.impactGroupPages,
                  'impactGroups',
                  viewOf(impactGroupViews, 'impactGroupView'),
                  lazy,
                ),
                route(
                  paths.actions.path,
                  'pages.actions',
                  () => import('./routes/organisation/actions-list'),
                ),
                route(
                  paths.changeAction.path,
                  'pages.actions',
                  () => import('./routes/organisation/actions-list'),
                ),
                route(
                  paths.actionsVisualisations.path,
                  'actionCharts.title',
                  () => import('./routes/organisation/action-visualisations'),
                ),
                route(
                  paths.actionsBreakdown.path,
                  'actionCharts.breakdownTitle',
                  () => import('./routes/organisation/action-breakdown'),
                ),
                route(
                  paths.actionsVisualisationPage.path,
                  'actionCharts.title',
                  () => import('./routes/organisation/action-visualisation-page'),
                ),
                route(
                  paths.actionCreate.path,
                  'actionDetail.createTitle',
                  () => import('./routes/organisation/action-create'),
                ),
                route(
                  paths.actionDetail.path,
                  'actionDetail.title',
                  () => import('./routes/organisation/action-detail'),
                ),
                route(
                  paths.actionEdit.path,
                  'actionDetail.editTitle',
                  () => import('./routes/organisation/action-edit'),
                ),
                {
                  path: paths.actionsGrid.path,
                  handle: { titleKey: 'actionItems.gridTitle' } satisfies RouteHandle,
                  lazy: lazy(() => import('./routes/organisation/actions-grid')),
                },
                ...entityRoutes(paths.benefitPages, 'benefits', viewOf(benefitViews, 'benefitView'), lazy),
                ...entityRoutes(
                  paths.stakeholderPages,
                  'projectStakeholders',
                  viewOf(stakeholderViews, 'projectStakeholderView'),
                  lazy,
                ),
                route(
                  paths.stakeholderVisualisations.path,
                  'projectStakeholders.profiling.title',
                  () => import('./routes/organisation/stakeholder-profiling'),
                ),
                ...entityRoutes(
                  paths.audiencePages,
                  'audiences',
                  viewOf(audienceViews, 'audienceView'),
                  lazy,
                ),
                ...entityRoutes(paths.pulsePages, 'pulses', viewOf(pulseViews, 'pulseView'), lazy),
                route(
                  paths.readiness.path,
                  'audiences.readiness.title',
                  () => import('./routes/organisation/readiness-charts'),
                ),
                route(
                  paths.audienceVisualisations.path,
                  'audiences.visualisations.title',
                  () => import('./routes/organisation/audience-visualisations'),
                ),
                route(
                  paths.audienceVisualisationSection.path,
                  'audiences.visualisations.title',
                  () => import('./routes/organisation/audience-visualisations'),
                ),
              ],
            },
          ],
        },
        { path: paths.notFound.path, lazy: lazy(() => import('./routes/not-found')) },
      ],
    },
  ];
};

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(createAppRoutes(queryClient), { basename: env.routerBasename });

export function AppRouter() {
  const queryClient = useQueryClient();
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
}
