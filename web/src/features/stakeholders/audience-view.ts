import { audienceSizeOrder } from '@tandem/shared/audiences/audience-size';
import type { Audience } from '@tandem/shared/audiences/audience';
import { audienceImpactsLink } from '@/config/entity-links';
import { paths } from '@/config/paths';
import { viewPathsOf } from '@/lib/entity-kit/entity-paths';
import { entityViewOf } from '@/lib/entity-kit/entity-view-of';
import '@/lib/i18n/en-gb-stakeholders';

/** The audience pages: the declaration (`shared/src/audiences/audience.ts`) as built. */
export const audienceView = entityViewOf<Audience>('audience', {
  phrases: 'audiences',
  fields: {
    size: { choices: audienceSizeOrder.map((value) => ({ value, key: `audiences.sizes.${value}` })) },
  },
  listColumns: ['name', 'size', 'influence', 'impact', 'owner'],
  listLinks: [{ label: 'audiences.readiness.title', href: paths.readiness.getHref }],
  // Its members are audience stakeholders (`shared/src/audiences/audience-stakeholder.ts`).
  members: {
    endpoints: {
      list: 'getAudienceStakeholdersGridData',
      create: 'createAudienceStakeholder',
      delete: 'deleteAudienceStakeholder',
    },
    idParam: 'audienceStakeholderId',
    parentKey: 'audience',
    memberKey: 'projectStakeholder',
    choices: { endpoint: 'getProjectStakeholdersGridData', scope: 'project', nameKey: 'stakeholderName' },
    phrases: 'audiences.members',
  },
  links: [audienceImpactsLink],
  paths: viewPathsOf(paths.audiencePages),
});
