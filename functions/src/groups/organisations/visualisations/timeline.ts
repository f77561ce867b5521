import { MilestoneType } from '@tandem/shared/milestones/milestone-type';
import type { Timeline } from '@tandem/shared/visualisations/schemas';
import { settingsListEntity } from '../../../data/entities/settings-list';
import type { Caller } from '../../../http/caller';
import { impactsInScope, type VisualisationScope } from './impact-source';

type Milestone = { name?: string; deadline?: string | null; milestoneType?: number };

/**
 * The timeline: the projects in scope, each spanning its impacts' and milestones' dates, their
 * milestones (go-lives marked) and impacts. Impacts from the organisation index; milestones ONE
 * BatchGet of the projects' `SETTINGS#milestones` items.
 */
export async function getTimeline(
  caller: Caller,
  organisationId: string,
  scope: VisualisationScope,
): Promise<Timeline> {
  const { projects, impacts } = await impactsInScope(caller, organisationId, scope);
  const lists = projects.length
    ? (
        await settingsListEntity
          .get(
            projects.map((project) => ({
              organisationId,
              ownerType: 'PROJECT' as const,
              ownerId: project.projectId,
              listName: 'milestones' as const,
            })),
          )
          .go()
      ).data
    : [];
  const milestones = lists.flatMap((list) =>
    ((list.items ?? []) as Milestone[])
      .filter((milestone) => milestone.deadline)
      .map((milestone) => ({
        projectId: list.ownerId,
        name: milestone.name ?? '',
        date: milestone.deadline!,
        goLive: milestone.milestoneType === MilestoneType.GO_LIVE,
      })),
  );
  const dates = new Map<string, string[]>();
  const note = (projectId: string, date: string | null) => {
    if (date) dates.set(projectId, [...(dates.get(projectId) ?? []), date]);
  };
  for (const impact of impacts) {
    note(impact.projectId, impact.startDate);
    note(impact.projectId, impact.endDate);
  }
  for (const milestone of milestones) note(milestone.projectId, milestone.date);
  return {
    projects: projects
      .map((project) => {
        const known = (dates.get(project.projectId) ?? []).sort();
        return {
          id: project.projectId,
          name: project.projectName,
          programmeName: project.programmeName,
          start: known[0] ?? null,
          end: known.at(-1) ?? null,
        };
      })
      .sort(
        (a, b) => (a.start ?? '~').localeCompare(b.start ?? '~') || a.name.localeCompare(b.name, 'en-GB'),
      ),
    milestones: milestones.sort((a, b) => a.date.localeCompare(b.date)),
    impacts,
  };
}
