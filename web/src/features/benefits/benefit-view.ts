import type { Benefit } from '@tandem/shared/benefits/benefit';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
// The benefits pages' phrases (lazy: not part of the first load).
import '@/lib/i18n/en-gb-benefits';

/** The benefit pages: the declaration (`shared/src/benefits/benefit.ts`) as built, and their addresses. */
export const benefitView = entityViewOf<Benefit>('benefit', {
  phrases: 'benefits',
  listColumns: ['name', 'owner', 'type', 'value', 'progressStatus', 'ragStatus', 'endDate'],
  paths: viewPathsOf(paths.benefitPages),
});
