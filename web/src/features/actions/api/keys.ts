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
