/** Query keys of the actions feature: everything under one project's prefix, so writes can reload it. */
export const actionKeys = {
  all: (organisationId: string, projectId: string) =>
    ['organisations', organisationId, 'projects', projectId, 'actions'] as const,
  list: (organisationId: string, projectId: string, query: object) =>
    [...actionKeys.all(organisationId, projectId), 'list', query] as const,
  one: (organisationId: string, projectId: string, actionId: string) =>
    [...actionKeys.all(organisationId, projectId), 'one', actionId] as const,
  tags: (organisationId: string, projectId: string) =>
    [...actionKeys.all(organisationId, projectId), 'tags'] as const,
};

export type ProjectRef = { organisationId: string; projectId: string };

/** Comments and history of one action sit under its key, so reloading the action reloads them too. */
export const actionDetailKeys = {
  comments: (organisationId: string, projectId: string, actionId: string) =>
    [...actionKeys.one(organisationId, projectId, actionId), 'comments'] as const,
  history: (organisationId: string, projectId: string, actionId: string) =>
    [...actionKeys.one(organisationId, projectId, actionId), 'history'] as const,
};

/**
 * The summary and the reports behind the action visualisations sit under the project's actions
 * prefix, so any write that reloads the project's actions redraws the charts too.
 */
export const actionChartKeys = {
  summary: (organisationId: string, projectId: string) =>
    [...actionKeys.all(organisationId, projectId), 'summary'] as const,
  report: (organisationId: string, projectId: string, report: string, query: object = {}) =>
    [...actionKeys.all(organisationId, projectId), 'report', report, query] as const,
};
