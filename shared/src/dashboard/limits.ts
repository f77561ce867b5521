/** Overdue and upcoming action lists show 5 per page (spec §9). */
export const DASHBOARD_ACTIONS_PAGE_SIZE = 5;

/** The other dashboard lists (all my actions, impacts, stakeholders) show 10 per page. */
export const DASHBOARD_LIST_PAGE_SIZE = 10;

/** The longest page a dashboard list answers. */
export const DASHBOARD_PAGE_SIZE_MAX = 50;

/**
 * Days ahead an action counts as upcoming: the same window as the scheduled upcoming-actions digest
 * (`functions/src/jobs/action-reports.ts`), so the dashboard and the e-mail agree.
 */
export const UPCOMING_DAYS = 7;

/** Id of the one slice that gathers the user's actions in projects the user may not view (spec §9). */
export const NO_ACCESS_PROJECTS_ID = 'no-access';

/** RAG as a dashboard shows it: unknown, red, amber, green, and 4 for completed (spec §4). */
export const dashboardRagValues = ['-1', '1', '2', '3', '4'] as const;
export const dashboardProgressValues = ['1', '2', '3', '4', '5', '6', '7'] as const;
