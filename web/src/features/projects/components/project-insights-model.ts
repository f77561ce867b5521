import { ImpactLevel, impactLevelBand } from '@tandem/shared/impacts/impact-level';
import { OTHER_PROGRESS_ID } from '@/ui/charts/status-slices';

/** The progress statuses the "other" slice gathers (spec §3: dashboards chart only the first three). */
const otherProgress = '4|5|6|7';

/** Every impact level of a band (spec §9: high 8-10, medium 5-7, low 1-4, unknown 0 or less), by short level. */
const levelsOfBand = Object.fromEntries(
  [ImpactLevel.HIGH, ImpactLevel.MEDIUM, ImpactLevel.LOW, ImpactLevel.UNKNOWN].map((band) => [
    String(band),
    Array.from({ length: 12 }, (_, index) => index - 1)
      .filter((level) => impactLevelBand(level) === band)
      .join('|'),
  ]),
) as Record<string, string>;

/**
 * Where an impacts slice leads: the impacts list with the list's plain query filter (spec §2:
 * `impactLevel`, `progressStatus`; `|` is "any of").
 */
export function impactSliceHref(listHref: string, by: 'level' | 'progress', id: string): string | null {
  const value = by === 'level' ? levelsOfBand[id] : id === OTHER_PROGRESS_ID ? otherProgress : id;
  if (!value) return null;
  return `${listHref}?${new URLSearchParams({ [by === 'level' ? 'impactLevel' : 'progressStatus']: value })}`;
}

/**
 * Where an actions slice leads: the actions grid filtered by the status (it reads `ragStatus` and
 * `progressStatus` from its address, one value each), so "other" progress leads nowhere.
 */
export function actionSliceHref(gridHref: string, by: 'rag' | 'progress', id: string): string | null {
  if (by === 'progress' && id === OTHER_PROGRESS_ID) return null;
  return `${gridHref}?${new URLSearchParams({ [by === 'rag' ? 'ragStatus' : 'progressStatus']: id })}`;
}
