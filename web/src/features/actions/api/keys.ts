/**
 * Query keys of the actions feature: everything under one project's prefix, so writes can reload it.
 * The kit's calls (`action-calls.ts`) key an action, its comments, history, tags in use and summary
 * under the same prefix (`entityKeys` with `keyName: 'actions'`): `…, 'actions', 'one', id` and below.
 */
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
export type ActionRef = ProjectRef & { actionId: string };

/**
 * The reports behind the action visualisations sit under the project's actions prefix (the summary
 * too, through the kit), so any write that reloads the project's actions redraws the charts too.
 */
export const actionChartKeys = {
  report: (organisationId: string, projectId: string, report: string, query: object = {}) =>
    [...actionKeys.all(organisationId, projectId), 'report', report, query] as const,
};
