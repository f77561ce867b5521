/** Query keys of the dashboards: everything under `['dashboard', organisationId]`. */
export const dashboardKeys = {
  all: (organisationId: string) => ['dashboard', organisationId] as const,
  myActions: (organisationId: string) => [...dashboardKeys.all(organisationId), 'my-actions'] as const,
  slices: (organisationId: string, by: 'rag' | 'progress', status: string) =>
    [...dashboardKeys.all(organisationId), 'slices', by, status] as const,
  list: (organisationId: string, kind: string, query: object) =>
    [...dashboardKeys.all(organisationId), 'list', kind, query] as const,
  organisationActions: (organisationId: string, programmeId: string | null) =>
    [...dashboardKeys.all(organisationId), 'organisation-actions', programmeId] as const,
};
