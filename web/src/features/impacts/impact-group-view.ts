import type { ImpactGroup } from '@tandem/shared/impacts/impact-group';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
import { groupImpactsLink } from './impact-links';
import '@/lib/i18n/en-gb-impacts';

/** The impact group pages: the declaration (`shared/src/impacts/impact-group.ts`) as built. */
export const impactGroupView = entityViewOf<ImpactGroup>('impactGroup', {
  phrases: 'impactGroups',
  listColumns: ['name', 'owner'],
  links: [groupImpactsLink],
  paths: viewPathsOf(paths.impactGroupPages),
});
