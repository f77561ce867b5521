import { endpoints } from '@tandem/shared/contract/endpoints';
import { projectEntityLinks } from '@tandem/shared/contract/project-entities';
import { linkIdsKey } from '@tandem/shared/entity-kit/links';
import { describe, expect, it } from 'vitest';
import { entityLinksPhrases } from '@/lib/i18n/en-gb-entity-links';
import { entityLinkSections } from './entity-links';

describe('the link sections of the detail pages', () => {
  const sections = Object.entries(entityLinkSections).flatMap(([name, links]) =>
    links.map((link) => ({ name, link })),
  );

  it.each(sections)(
    '$name › $link.key calls endpoints the contract declares, with its keys',
    ({ name, link }) => {
      for (const id of Object.values(link.ids)) expect(endpoints).toHaveProperty(id);
      const declared = projectEntityLinks.find(
        ({ declaration }) =>
          (declaration.from.name === name && linkIdsKey(declaration.to) === link.otherIdsKey) ||
          (declaration.to.name === name && linkIdsKey(declaration.from) === link.otherIdsKey),
      );
      expect(declared, `${name} ${link.otherIdsKey}`).toBeDefined();
      const self =
        declared!.declaration.from.name === name ? declared!.declaration.from : declared!.declaration.to;
      expect(link.selfIdParam).toBe(self.idParam);
      expect(entityLinksPhrases.links).toHaveProperty(link.key);
    },
  );

  it('shows the impact links on both sides', () => {
    const impactSide = entityLinkSections.impact!.map((link) => link.otherIdsKey);
    expect(impactSide).toEqual(['projectStakeholderIds', 'audienceIds', 'projectProcessIds', 'milestoneIds']);
    for (const name of ['projectStakeholder', 'audience', 'projectProcess'])
      expect(entityLinkSections[name]!.map((link) => link.otherIdsKey)).toEqual(['impactIds']);
  });
});
