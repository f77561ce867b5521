import type { Pulse } from '@tandem/shared/audiences/pulse';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityView } from '@/lib/entity-kit/entity-view';
import { dateView, referenceView, scaleView, textView } from './view-fields';
import '@/lib/i18n/en-gb-stakeholders';

/** The pulse declaration (`shared/src/audiences/pulse.ts`): the readiness-tracking grid's rows. */
export const pulseView: EntityView<Pulse> = {
  name: 'pulse',
  singular: 'Pulse',
  plural: 'Pulses',
  phrases: 'pulses',
  nameField: 'audience',
  fields: {
    audience: referenceView({ endpoint: 'getAudiencesGridData', scope: 'project', nameKey: 'name' }),
    pulseDate: dateView({ required: true, clearable: false }),
    awareness: scaleView(),
    understanding: scaleView(),
    commitment: scaleView('commitment'),
    capability: scaleView(),
    adoption: scaleView(),
    sentiment: scaleView('feeling'),
    notes: textView(4_000, { sortable: false }),
  },
  listColumns: [
    'audience',
    'pulseDate',
    'awareness',
    'understanding',
    'commitment',
    'capability',
    'adoption',
  ],
  commentMax: 4_000,
  permissions: { view: endpointPermission('getPulse'), edit: endpointPermission('updatePulse') },
  paths: viewPathsOf(paths.pulsePages),
};
