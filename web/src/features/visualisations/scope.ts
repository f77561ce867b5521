import { useParams } from 'react-router-dom';
import type { HeatmapSection, VisualisationScope } from './api';

/** The five views (spec §2), in the order the tabs show them. */
export const visualisationPages = ['heatmap', 'sunburst', 'timeline', 'capacity', 'places'] as const;
export type VisualisationPageName = (typeof visualisationPages)[number];

/** heatmap/{section} in the URL (spec §2) and the section the API groups by. */
export const heatmapSections: Record<string, HeatmapSection> = {
  'business-areas': 'business-area',
  locations: 'location',
  'stakeholder-groups': 'stakeholder',
};
export const sectionSegment = (section: HeatmapSection) =>
  Object.entries(heatmapSections).find(([, value]) => value === section)![0];

/** The route's organisation, project (project-level pages) and which view. */
export function useVisualisationRoute() {
  const { organisationId = '', projectId = '', page, section } = useParams();
  const name: VisualisationPageName | 'index' = section
    ? 'heatmap'
    : (visualisationPages.find((candidate) => candidate === page) ?? 'index');
  return {
    organisationId,
    projectId,
    page: name,
    section: heatmapSections[section ?? ''] ?? 'business-area',
  };
}

/** This year ±5 (spec §9: the year drop-down). */
export const yearChoices = (thisYear = new Date().getFullYear()) =>
  Array.from({ length: 11 }, (_, index) => thisYear - 5 + index);

export type ScopeProps = { scope: VisualisationScope };
