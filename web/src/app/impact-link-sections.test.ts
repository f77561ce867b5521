import { endpoints } from '@tandem/shared/contract/endpoints';
import { projectEntityLinks } from '@tandem/shared/contract/project-entities';
import { linkIdsKey } from '@tandem/shared/entity-kit/links';
import { describe, expect, it } from 'vitest';
import { audienceView } from '@/features/stakeholders/audience-view';
import { projectStakeholderView } from '@/features/stakeholders/project-stakeholder-view';
import { stakeholderOwnedActionsLink } from '@/features/stakeholders/owner-links';
import { projectProcessView } from '@/features/processes/process-views';
import { impactView } from '@/features/impacts/impact-view';
import { i18n } from '@/lib/i18n/i18n';
import type { EntityView } from '@/lib/entity-kit/entity-view';

const views = [
  impactView,
  projectStakeholderView,
  audienceView,
  projectProcessView,
] as unknown as EntityView[];

describe('the link sections of the impact links, on both sides', () => {
  // The kit's link sections (the stakeholder's owned actions are the actions' owner calls, not a kit link).
  const sections = views.flatMap((view) =>
    (view.links ?? []).filter((link) => link !== stakeholderOwnedActionsLink).map((link) => ({ view, link })),
  );

  it.each(sections)(
    '$view.name › $link.key calls endpoints the contract declares, with its keys',
    ({ view, link }) => {
      for (const id of Object.values(link.ids)) expect(endpoints).toHaveProperty(id);
      const declared = projectEntityLinks.find(
        ({ declaration }) =>
          (declaration.from.name === view.name && linkIdsKey(declaration.to) === link.otherIdsKey) ||
          (declaration.to.name === view.name && linkIdsKey(declaration.from) === link.otherIdsKey),
      );
      expect(declared, `${view.name} ${link.otherIdsKey}`).toBeDefined();
      const self =
        declared!.declaration.from.name === view.name ? declared!.declaration.from : declared!.declaration.to;
      expect(link.selfIdParam).toBe(self.idParam);
      // Its section title is a phrase of the view's namespace.
      expect(i18n.exists(`${view.phrases}.links.${link.key}`)).toBe(true);
    },
  );

  it('lists the stakeholders, audiences, processes and milestones on an impact, and its impacts on each', () => {
    expect(impactView.links!.map((link) => link.otherIdsKey)).toEqual([
      'actionIds',
      'impactGroupIds',
      'projectStakeholderIds',
      'audienceIds',
      'projectProcessIds',
      'milestoneIds',
    ]);
    for (const view of [audienceView, projectProcessView])
      expect(view.links!.map((link) => link.otherIdsKey)).toEqual(['impactIds']);
    // A project stakeholder also lists the actions they own.
    expect(projectStakeholderView.links!.map((link) => link.otherIdsKey)).toEqual(['impactIds', 'actionIds']);
  });
});
