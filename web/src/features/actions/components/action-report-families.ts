import { getAssignedToActionProgressReportQueryOptions } from '../api/get-assigned-to-action-progress-report';
import { getAssignedToActionRagReportQueryOptions } from '../api/get-assigned-to-action-rag-report';
import { getAudienceActionProgressReportQueryOptions } from '../api/get-audience-action-progress-report';
import { getAudienceActionRagReportQueryOptions } from '../api/get-audience-action-rag-report';
import type { ProjectRef } from '../api/keys';

/** Phrase keys of one report family's page: its link, title, chart titles and group column. */
export type ActionReportFamilyPhrases = {
  link: string;
  title: string;
  progress: string;
  rag: string;
  group: string;
  none: string;
};

const phrasesOf = (family: string): ActionReportFamilyPhrases => ({
  link: `actionCharts.families.${family}.link`,
  title: `actionCharts.families.${family}.title`,
  progress: `actionCharts.families.${family}.progress`,
  rag: `actionCharts.families.${family}.rag`,
  group: `actionCharts.families.${family}.group`,
  none: `actionCharts.families.${family}.none`,
});

/** The business-area family lives on the breakdown page, which adds the business-area filter. */
export const businessAreaFamilyPhrases = phrasesOf('businessArea');

/**
 * The `actions/visualisations/{page}` pages: one per report family that has no page of its own,
 * each its progress and RAG report. The page name is the URL segment.
 */
export const actionReportPages = {
  'assigned-to': {
    phrases: phrasesOf('assignedTo'),
    progress: (project: ProjectRef) => getAssignedToActionProgressReportQueryOptions(project),
    rag: (project: ProjectRef) => getAssignedToActionRagReportQueryOptions(project),
  },
  audience: {
    phrases: phrasesOf('audience'),
    progress: (project: ProjectRef) => getAudienceActionProgressReportQueryOptions(project),
    rag: (project: ProjectRef) => getAudienceActionRagReportQueryOptions(project),
  },
} as const;

export type ActionReportPageName = keyof typeof actionReportPages;
export const actionReportPageNames = Object.keys(actionReportPages) as ActionReportPageName[];

/** The business-area family's page name: `{page}` answers it with the breakdown page. */
export const BUSINESS_AREA_PAGE = 'business-area';

export const isActionReportPageName = (page: string): page is ActionReportPageName =>
  Object.hasOwn(actionReportPages, page);
