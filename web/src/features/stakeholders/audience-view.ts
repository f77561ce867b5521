import { audienceSizeOrder } from '@tandem/shared/audiences/audience-size';
import type { Audience } from '@tandem/shared/audiences/audience';
import { paths } from '@/config/paths';
import { endpointPermission } from '@/lib/endpoint-permissions';
import type { EntityView } from '@/lib/entity-kit/entity-view';
import { memberView, richTextView, scaleView, textView } from './view-fields';
import '@/lib/i18n/en-gb-stakeholders';

/** The audience declaration (`shared/src/audiences/audience.ts`) as the web app needs it. */
export const audienceView: EntityView<Audience> = {
  name: 'audience',
  singular: 'Audience',
  plural: 'Audiences',
  phrases: 'audiences',
  nameField: 'name',
  fields: {
    name: textView(200, { required: true, clearable: false }),
    description: richTextView(20_000),
    size: {
      kind: 'choice',
      required: false,
      clearable: true,
      sortable: true,
      filterable: true,
      editable: 'TextField',
      choices: audienceSizeOrder.map((value) => ({ value, key: `audiences.sizes.${value}` })),
    },
    influence: scaleView(),
    impact: scaleView(),
    owner: memberView,
  },
  listColumns: ['name', 'size', 'influence', 'impact', 'owner'],
  commentMax: 4_000,
  customFields: true,
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
  permissions: { view: endpointPermission('getAudience'), edit: endpointPermission('updateAudience') },
  paths: {
    list: paths.audiences.getHref,
    panel: paths.changeAudience.getHref,
    detail: paths.audienceDetail.getHref,
    create: paths.audienceCreate.getHref,
    edit: paths.audienceEdit.getHref,
    grid: paths.audiencesGrid.getHref,
  },
};
