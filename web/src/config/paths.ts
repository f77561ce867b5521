import { entityPagePaths } from '@/lib/entity-kit/entity-paths';

/**
 * Every route of the app, with a builder for its link. Pages link with `paths.x.getHref(...)` and
 * the router uses `paths.x.path`, so a route's URL is written once (spec §2). Routes that later
 * features fill in are listed as they arrive.
 */
const org = (organisationId: string) => `/organisations/${encodeURIComponent(organisationId)}`;
const seg = (id: string) => encodeURIComponent(id);
const visualisationBase = (organisationId: string, projectId: string) =>
  `${org(organisationId)}${projectId ? `/projects/${seg(projectId)}` : ''}/visualisations`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  loginComplete: { path: '/login-complete', getHref: () => '/login-complete' },
  currentOrganisation: {
    path: '/takemeto/current-organisation',
    getHref: () => '/takemeto/current-organisation',
  },
  organisation: {
    path: '/organisations/:organisationId',
    getHref: (organisationId: string) => org(organisationId),
  },
  /**
   * The help centre: how to get started (the top bar's help menu links here). Inside an organisation
   * it keeps the organisation's shell; outside one (no organisation yet, a shared link) it is `/help`.
   */
  help: {
    path: 'help',
    getHref: (organisationId: string) => (organisationId ? `${org(organisationId)}/help` : '/help'),
  },
  helpCentre: { path: '/help', getHref: () => '/help' },
  myDashboard: {
    path: 'dashboard',
    getHref: (organisationId: string) => `${org(organisationId)}/dashboard`,
  },
  // My Dashboard's sub-pages (spec §2): {type} of the overdue and upcoming lists is the RAG filter it opens with.
  myDashboardActions: {
    path: 'dashboard/actions',
    getHref: (organisationId: string) => `${org(organisationId)}/dashboard/actions`,
  },
  myDashboardOverdue: {
    path: 'dashboard/overdueActions/:type',
    getHref: (organisationId: string, type = 'all') =>
      `${org(organisationId)}/dashboard/overdueActions/${seg(type)}`,
  },
  myDashboardUpcoming: {
    path: 'dashboard/upcomingActions/:type',
    getHref: (organisationId: string, type = 'all') =>
      `${org(organisationId)}/dashboard/upcomingActions/${seg(type)}`,
  },
  myDashboardImpacts: {
    path: 'dashboard/impacts',
    getHref: (organisationId: string) => `${org(organisationId)}/dashboard/impacts`,
  },
  myDashboardStakeholders: {
    path: 'dashboard/userStakeholders',
    getHref: (organisationId: string) => `${org(organisationId)}/dashboard/userStakeholders`,
  },
  organisationSettings: {
    path: 'settings',
    getHref: (organisationId: string) => `${org(organisationId)}/settings`,
  },
  coreData: {
    path: 'core-data',
    getHref: (organisationId: string) => `${org(organisationId)}/core-data`,
  },
  organisationUserSettings: {
    path: 'settings/users',
    getHref: (organisationId: string) => `${org(organisationId)}/settings/users`,
  },
  organisationAdminSettings: {
    path: 'settings/admin',
    getHref: (organisationId: string) => `${org(organisationId)}/settings/admin`,
  },
  organisationTagSettings: {
    path: 'settings/tags',
    getHref: (organisationId: string) => `${org(organisationId)}/settings/tags`,
  },
  organisationCustomFieldSettings: {
    path: 'settings/custom-fields',
    getHref: (organisationId: string) => `${org(organisationId)}/settings/custom-fields`,
  },
  coreDataKind: {
    path: 'core-data/:coreDataSegment',
    getHref: (organisationId: string, segment: string) => `${org(organisationId)}/core-data/${seg(segment)}`,
  },
  profileSettings: {
    path: 'users/settings',
    getHref: (organisationId: string) => `${org(organisationId)}/users/settings`,
  },
  // Hierarchy and people pages (issue 4).
  changePassword: {
    path: 'users/password',
    getHref: (organisationId: string) => `${org(organisationId)}/users/password`,
  },
  myOrganisations: {
    path: 'users/organisations',
    getHref: (organisationId: string) => `${org(organisationId)}/users/organisations`,
  },
  user: {
    path: 'users/:userId',
    getHref: (organisationId: string, userId: string) => `${org(organisationId)}/users/${seg(userId)}`,
  },
  /** The organisation's people (owners+): list, add, roles, remove, reset password, export. */
  organisationUsers: {
    path: 'users',
    getHref: (organisationId: string) => `${org(organisationId)}/users`,
  },
  programmeMilestones: {
    /** Relative to `programmeSettings`. */
    path: 'milestones',
    getHref: (organisationId: string, programmeId: string) =>
      `${org(organisationId)}/programmes/${seg(programmeId)}/settings/milestones`,
  },
  projectMilestones: {
    /** Relative to `projectSettings`. */
    path: 'milestones',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/settings/milestones`,
  },
  projectBenefits: {
    /** Relative to `projectSettings`. */
    path: 'benefits',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/settings/benefits`,
  },
  projectPhases: {
    /** Relative to `projectSettings`. */
    path: 'phases',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/settings/phases`,
  },
  projectPermissions: {
    /** Relative to `projectSettings`. */
    path: 'permissions',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/settings/permissions`,
  },
  createProgramme: {
    path: 'create/programme',
    getHref: (organisationId: string) => `${org(organisationId)}/create/programme`,
  },
  createProject: {
    path: 'create/project',
    getHref: (organisationId: string) => `${org(organisationId)}/create/project`,
  },
  programme: {
    path: 'programmes/:programmeId',
    getHref: (organisationId: string, programmeId: string) =>
      `${org(organisationId)}/programmes/${seg(programmeId)}`,
  },
  programmeSettings: {
    path: 'programmes/:programmeId/settings',
    getHref: (organisationId: string, programmeId: string) =>
      `${org(organisationId)}/programmes/${seg(programmeId)}/settings`,
  },
  project: {
    path: 'projects/:projectId',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}`,
  },
  projectSettings: {
    path: 'projects/:projectId/settings',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/settings`,
  },
  processes: {
    path: 'projects/:projectId/processes-reports',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/processes-reports`,
  },
  training: {
    path: 'projects/:projectId/learning-dashboard',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/learning-dashboard`,
  },
  actions: {
    path: 'change/projects/:projectId/actions',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/actions`,
  },
  readiness: {
    path: 'change/projects/:projectId/audiences/readiness-charts',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/audiences/readiness-charts`,
  },
  /** Audience visualisations (spec §2 `audiences/visualisations` and `.../{section}`). */
  audienceVisualisations: {
    path: 'change/projects/:projectId/audiences/visualisations',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/audiences/visualisations`,
  },
  audienceVisualisationSection: {
    path: 'change/projects/:projectId/audiences/visualisations/:section',
    getHref: (organisationId: string, projectId: string, section: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/audiences/visualisations/${seg(section)}`,
  },
  /** The full-width actions grid of a project (spec §2 grid pages). */
  actionsGrid: {
    path: 'grids/projects/:projectId/actions',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/grids/projects/${seg(projectId)}/actions`,
  },
  /** Change area: one action in the list with its side panel open. */
  changeAction: {
    path: 'change/projects/:projectId/actions/:actionId',
    getHref: (organisationId: string, projectId: string, actionId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/actions/${seg(actionId)}`,
  },
  actionsVisualisations: {
    path: 'change/projects/:projectId/actions/visualisations',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/actions/visualisations`,
  },
  actionsBreakdown: {
    path: 'change/projects/:projectId/actions/visualisations/breakdown',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/actions/visualisations/breakdown`,
  },
  actionsVisualisationPage: {
    path: 'change/projects/:projectId/actions/visualisations/:page',
    getHref: (organisationId: string, projectId: string, page: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/actions/visualisations/${seg(page)}`,
  },
  /** One new action (its own page; the static segment wins over `:actionId`). */
  actionCreate: {
    path: 'projects/:projectId/actions/new',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/actions/new`,
  },
  /** Action detail (spec §2). */
  actionDetail: {
    path: 'projects/:projectId/actions/:actionId',
    getHref: (organisationId: string, projectId: string, actionId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/actions/${seg(actionId)}`,
  },
  actionEdit: {
    path: 'projects/:projectId/actions/:actionId/edit',
    getHref: (organisationId: string, projectId: string, actionId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/actions/${seg(actionId)}/edit`,
  },
  /**
   * Every kit entity's pages (list, side panel, create, detail, edit, grid) from its segments (spec §2
   * addresses); the router serves each with one `entityRoutes` line.
   */
  benefitPages: entityPagePaths({ segment: 'benefits', grid: 'benefits' }),
  impactPages: entityPagePaths({ segment: 'impacts', grid: 'impacts' }),
  /** Spec §2: list, create, the extended view and edit, all under the change area; no side panel. */
  impactGroupPages: entityPagePaths({
    segment: 'impact-groups',
    grid: 'impact-groups',
    items: 'change/projects/:projectId/impact-groups',
    create: 'create',
    panel: false,
  }),
  /** Spec §2: stakeholder rows link to projects/{projectId}/stakeholders/{stakeholderId}. */
  stakeholderPages: entityPagePaths({ segment: 'stakeholders', grid: 'stakeholders' }),
  /** The audience panel's `:id` loses to the static `readiness-charts` and `pulses` segments. */
  audiencePages: entityPagePaths({ segment: 'audiences', grid: 'audiences' }),
  /** Pulses (the readiness history); their grid is the readiness-tracking grid (spec §2). */
  pulsePages: entityPagePaths({
    segment: 'pulses',
    grid: 'readiness-tracking',
    list: 'change/projects/:projectId/audiences/pulses',
  }),
  courseGroupPages: entityPagePaths({ segment: 'course-groups', grid: 'course-groups' }),
  coursePages: entityPagePaths({ segment: 'courses', grid: 'courses' }),
  trainingModulePages: entityPagePaths({ segment: 'modules', grid: 'modules' }),
  trainingComponentPages: entityPagePaths({ segment: 'training-components', grid: 'training-components' }),
  projectProcessPages: entityPagePaths({ segment: 'project-processes', grid: 'processes' }),
  roleMappingPages: entityPagePaths({
    segment: 'role-mappings',
    grid: 'role-to-position-mapping',
    list: 'projects/:projectId/project-processes/role-mapping',
  }),
  /** Stakeholder profiling by type (spec §2): 1 individual; 1 sentiment, 2 receptiveness, 3 commitment. */
  stakeholderVisualisations: {
    path: 'change/projects/:projectId/stakeholders/visualisations/:stakeholderType/:profilingType',
    getHref: (organisationId: string, projectId: string, stakeholderType: string, profilingType: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/stakeholders/visualisations/${seg(stakeholderType)}/${seg(profilingType)}`,
  },
  /** Organisation page of one person (spec §2): the projects they are a stakeholder in. */
  organisationStakeholder: {
    path: 'stakeholders/:stakeholderId',
    getHref: (organisationId: string, stakeholderId: string) =>
      `${org(organisationId)}/stakeholders/${seg(stakeholderId)}`,
  },
  /**
   * The visualisations (spec §2, issue 17): an index, heatmap/{section} and sunburst, timeline,
   * capacity and places, for the organisation and for one project. `projectId` '' is organisation level.
   */
  visualisations: {
    path: 'visualisations',
    getHref: (organisationId: string, projectId = '') => `${visualisationBase(organisationId, projectId)}`,
  },
  visualisationHeatmap: {
    path: 'visualisations/heatmap/:section',
    getHref: (organisationId: string, section: string, projectId = '') =>
      `${visualisationBase(organisationId, projectId)}/heatmap/${seg(section)}`,
  },
  visualisationPage: {
    path: 'visualisations/:page',
    getHref: (organisationId: string, page: string, projectId = '') =>
      `${visualisationBase(organisationId, projectId)}/${seg(page)}`,
  },
  projectVisualisations: { path: 'projects/:projectId/visualisations' },
  projectVisualisationHeatmap: { path: 'projects/:projectId/visualisations/heatmap/:section' },
  projectVisualisationPage: { path: 'projects/:projectId/visualisations/:page' },
  notFound: { path: '*', getHref: () => '/not-found' },
} as const;
