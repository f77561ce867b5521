import { ReadinessMeasure } from '@tandem/shared/audiences/readiness-measure';
import type { SpiderChartData } from '@tandem/shared/audiences/spider-chart-contract';
import type { ProjectEntityItem } from '../../data/entities/project-entity';
import { audienceEntity, pulseEntity } from '../../data/entities/stakeholder-entities';
import { requireProject, type ProjectScope } from '../../entity-kit/store';
import { badRequest } from '../../http/http-error';

const measures = Object.values(ReadinessMeasure);

export async function activeItems(model: typeof audienceEntity, scope: ProjectScope) {
  const { data } = await model.query.byProject(scope).go({ pages: 'all' });
  return (data as unknown as ProjectEntityItem[]).filter((item) => item.lifecycleStatus === 'active');
}

/**
 * The spider chart of audience readiness (spec §7 `audience-reporting/spider-chart-data`): for each
 * active audience (or those asked for, in that order), the five measures of its latest pulse dated on
 * or before `asOf`. Two Queries (the project's audiences and pulses); an unknown id is a 400 naming it.
 */
export async function spiderChartData(
  scope: ProjectScope,
  body: { audienceIds?: string[]; asOf?: string },
): Promise<SpiderChartData> {
  await requireProject(scope);
  const [audiences, pulses] = await Promise.all([
    activeItems(audienceEntity, scope),
    activeItems(pulseEntity, scope),
  ]);
  const byId = new Map(audiences.map((audience) => [audience.itemId, audience]));
  const wanted = body.audienceIds
    ? [...new Set(body.audienceIds)].map((id, index) => {
        const audience = byId.get(id);
        if (!audience)
          throw badRequest(
            `body.audienceIds.${index}`,
            `body.audienceIds.${index}: not an active audience of the project.`,
          );
        return audience;
      })
    : [...audiences].sort((a, b) => a.refNumber - b.refNumber);
  // Pulse dates are calendar days: today in UTC is close enough for 'the latest so far'.
  const asOf = body.asOf ?? new Date().toISOString().slice(0, 10);
  return { measures, audiences: readinessAt(wanted, pulses, asOf) };
}

/** The latest pulse of each audience dated on or before `asOf`, by audience id. */
export function latestPulses(pulses: readonly ProjectEntityItem[], asOf: string) {
  const latest = new Map<string, ProjectEntityItem>();
  for (const pulse of pulses) {
    const date = String(pulse.pulseDate ?? '');
    if (!date || date > asOf) continue;
    const audienceId = String(pulse.audience);
    const held = latest.get(audienceId);
    if (!held || date > String(held.pulseDate)) latest.set(audienceId, pulse);
  }
  return latest;
}

/** Each audience's five measures at its latest pulse on or before `asOf` (-1 for unknown). */
export function readinessAt(
  audiences: readonly ProjectEntityItem[],
  pulses: readonly ProjectEntityItem[],
  asOf: string,
): SpiderChartData['audiences'] {
  const latest = latestPulses(pulses, asOf);
  return audiences.map((audience) => {
    const pulse = latest.get(audience.itemId);
    return {
      audienceId: audience.itemId,
      name: String(audience.name ?? ''),
      pulseDate: pulse ? String(pulse.pulseDate) : null,
      scores: Object.fromEntries(
        measures.map((measure) => [
          measure,
          typeof pulse?.[measure] === 'number' ? (pulse[measure] as number) : -1,
        ]),
      ) as Record<ReadinessMeasure, number>,
    };
  });
}
