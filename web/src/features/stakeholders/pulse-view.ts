import type { Pulse } from '@tandem/shared/audiences/pulse';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
import '@/lib/i18n/en-gb-stakeholders';

/** The pulse pages (`shared/src/audiences/pulse.ts` as built): the readiness-tracking grid's rows. */
export const pulseView = entityViewOf<Pulse>('pulse', {
  phrases: 'pulses',
  listColumns: [
    'audience',
    'pulseDate',
    'awareness',
    'understanding',
    'commitment',
    'capability',
    'adoption',
  ],
  paths: viewPathsOf(paths.pulsePages),
});
