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
  /** The help centre: how to get started (the top bar's help menu links here). */
  help: {
    path: 'help',
    getHref: (organisationId: string) => `${org(organisationId)}/help`,
  },
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
  impacts: {
    path: 'change/projects/:projectId/impacts',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/impacts`,
  },
  actions: {
    path: 'change/projects/:projectId/actions',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/actions`,
  },
  stakeholders: {
    path: 'change/projects/:projectId/stakeholders',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/stakeholders`,
  },
  audiences: {
    path: 'change/projects/:projectId/audiences',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/audiences`,
  },
  readiness: {
    path: 'change/projects/:projectId/audiences/readiness-charts',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/audiences/readiness-charts`,
  },
  /** The full-width actions grid of a project (spec §2 grid pages). */
  actionsGrid: {
    path: 'grids/projects/:projectId/actions',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/grids/projects/${seg(projectId)}/actions`,
  },
  /** The full-width benefits grid of a project (spec §2 grid pages, named as the actions grid). */
  benefitsGrid: {
    path: 'grids/projects/:projectId/benefits',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/grids/projects/${seg(projectId)}/benefits`,
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
  /** Change area: a project's benefits (spec §2), and one benefit with its side panel open. */
  benefits: {
    path: 'change/projects/:projectId/benefits',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/benefits`,
  },
  changeBenefit: {
    path: 'change/projects/:projectId/benefits/:benefitId',
    getHref: (organisationId: string, projectId: string, benefitId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/benefits/${seg(benefitId)}`,
  },
  /** One new benefit (its own page; the static segment wins over `:benefitId`). */
  benefitCreate: {
    path: 'projects/:projectId/benefits/new',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/benefits/new`,
  },
  benefitDetail: {
    path: 'projects/:projectId/benefits/:benefitId',
    getHref: (organisationId: string, projectId: string, benefitId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/benefits/${seg(benefitId)}`,
  },
  benefitEdit: {
    path: 'projects/:projectId/benefits/:benefitId/edit',
    getHref: (organisationId: string, projectId: string, benefitId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/benefits/${seg(benefitId)}/edit`,
  },
  /** One impact with its side panel open over the change area's impacts list (spec §2). */
  changeImpact: {
    path: 'change/projects/:projectId/impacts/:impactId',
    getHref: (organisationId: string, projectId: string, impactId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/impacts/${seg(impactId)}`,
  },
  impactCreate: {
    path: 'projects/:projectId/impacts/new',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/impacts/new`,
  },
  impactDetail: {
    path: 'projects/:projectId/impacts/:impactId',
    getHref: (organisationId: string, projectId: string, impactId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/impacts/${seg(impactId)}`,
  },
  impactEdit: {
    path: 'projects/:projectId/impacts/:impactId/edit',
    getHref: (organisationId: string, projectId: string, impactId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/impacts/${seg(impactId)}/edit`,
  },
  impactsGrid: {
    path: 'grids/projects/:projectId/impacts',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/grids/projects/${seg(projectId)}/impacts`,
  },
  /** Change area: impact groups (spec §2: list, create, the extended view, edit). */
  impactGroups: {
    path: 'change/projects/:projectId/impact-groups',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/impact-groups`,
  },
  impactGroupCreate: {
    path: 'change/projects/:projectId/impact-groups/create',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/impact-groups/create`,
  },
  impactGroupDetail: {
    path: 'change/projects/:projectId/impact-groups/:impactGroupId',
    getHref: (organisationId: string, projectId: string, impactGroupId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/impact-groups/${seg(impactGroupId)}`,
  },
  impactGroupEdit: {
    path: 'change/projects/:projectId/impact-groups/:impactGroupId/edit',
    getHref: (organisationId: string, projectId: string, impactGroupId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/impact-groups/${seg(impactGroupId)}/edit`,
  },
  impactGroupsGrid: {
    path: 'grids/projects/:projectId/impact-groups',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/grids/projects/${seg(projectId)}/impact-groups`,
  },
  /** Training and processes on the entity kit: each entity's six pages from its segments (spec §2). */
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
  /** Change area: a project's stakeholders (spec §2) with one in the side panel. */
  changeStakeholder: {
    path: 'change/projects/:projectId/stakeholders/:projectStakeholderId',
    getHref: (organisationId: string, projectId: string, projectStakeholderId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/stakeholders/${seg(projectStakeholderId)}`,
  },
  stakeholderCreate: {
    path: 'projects/:projectId/stakeholders/new',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/stakeholders/new`,
  },
  /** Spec §2: stakeholder rows link to projects/{projectId}/stakeholders/{stakeholderId}. */
  stakeholderDetail: {
    path: 'projects/:projectId/stakeholders/:projectStakeholderId',
    getHref: (organisationId: string, projectId: string, projectStakeholderId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/stakeholders/${seg(projectStakeholderId)}`,
  },
  stakeholderEdit: {
    path: 'projects/:projectId/stakeholders/:projectStakeholderId/edit',
    getHref: (organisationId: string, projectId: string, projectStakeholderId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/stakeholders/${seg(projectStakeholderId)}/edit`,
  },
  stakeholdersGrid: {
    path: 'grids/projects/:projectId/stakeholders',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/grids/projects/${seg(projectId)}/stakeholders`,
  },
  /** Stakeholder profiling by type (spec §2): 1 individual; 1 sentiment, 2 receptiveness, 3 commitment. */
  stakeholderVisualisations: {
    path: 'change/projects/:projectId/stakeholders/visualisations/:stakeholderType/:profilingType',
    getHref: (organisationId: string, projectId: string, stakeholderType: string, profilingType: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/stakeholders/visualisations/${seg(stakeholderType)}/${seg(profilingType)}`,
  },
  /** Change area: one audience in the list's side panel (readiness-charts is a static segment and wins). */
  changeAudience: {
    path: 'change/projects/:projectId/audiences/:audienceId',
    getHref: (organisationId: string, projectId: string, audienceId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/audiences/${seg(audienceId)}`,
  },
  audienceCreate: {
    path: 'projects/:projectId/audiences/new',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/audiences/new`,
  },
  audienceDetail: {
    path: 'projects/:projectId/audiences/:audienceId',
    getHref: (organisationId: string, projectId: string, audienceId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/audiences/${seg(audienceId)}`,
  },
  audienceEdit: {
    path: 'projects/:projectId/audiences/:audienceId/edit',
    getHref: (organisationId: string, projectId: string, audienceId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/audiences/${seg(audienceId)}/edit`,
  },
  audiencesGrid: {
    path: 'grids/projects/:projectId/audiences',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/grids/projects/${seg(projectId)}/audiences`,
  },
  /** The readiness-tracking grid (spec §2): one row a pulse. */
  readinessGrid: {
    path: 'grids/projects/:projectId/readiness-tracking',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/grids/projects/${seg(projectId)}/readiness-tracking`,
  },
  /** Pulses of a project (the readiness history) and one in the side panel. */
  pulses: {
    path: 'change/projects/:projectId/audiences/pulses',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/audiences/pulses`,
  },
  changePulse: {
    path: 'change/projects/:projectId/audiences/pulses/:pulseId',
    getHref: (organisationId: string, projectId: string, pulseId: string) =>
      `${org(organisationId)}/change/projects/${seg(projectId)}/audiences/pulses/${seg(pulseId)}`,
  },
  pulseCreate: {
    path: 'projects/:projectId/pulses/new',
    getHref: (organisationId: string, projectId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/pulses/new`,
  },
  pulseDetail: {
    path: 'projects/:projectId/pulses/:pulseId',
    getHref: (organisationId: string, projectId: string, pulseId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/pulses/${seg(pulseId)}`,
  },
  pulseEdit: {
    path: 'projects/:projectId/pulses/:pulseId/edit',
    getHref: (organisationId: string, projectId: string, pulseId: string) =>
      `${org(organisationId)}/projects/${seg(projectId)}/pulses/${seg(pulseId)}/edit`,
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
