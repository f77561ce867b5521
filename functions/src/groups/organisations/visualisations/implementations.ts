import { OrganisationSetting } from '@tandem/shared/organisations/organisation-settings';
import type { visualisationEndpoints } from '@tandem/shared/visualisations/contract';
import type { Endpoint } from '@tandem/shared/contract/define-endpoint';
import type { LoadSection } from '@tandem/shared/visualisations/schemas';
import { organisationEntity } from '../../../data/entities/organisation';
import { featureGated } from '../../../http/feature-gate';
import type { Implementation } from '../../../http/group-handler';
import { loadDetail, loadMatrix, monthKey, monthParam } from './reports';
import { getVisualisationSettings, updateVisualisationSettings } from './settings';
import { getSunburst } from './sunburst';
import { getTimeline } from './timeline';

type Endpoints = typeof visualisationEndpoints;
type Implementations = { [K in keyof Endpoints]: Implementation<Endpoints[K] & Endpoint> };
const gated = featureGated(OrganisationSetting.VISUALISATIONS_ENABLED);

const matrix =
  (section: LoadSection | null) =>
  ({ caller, params, query }: Parameters<Implementations['getImpactReportByBusinessArea']>[0]) =>
    loadMatrix(caller, params.organisationId, section, query);

/** The visualisations' endpoints (issue 17), each behind the organisation's visualisations switch. */
export const visualisationImplementations: Implementations = {
  getImpactReportByBusinessArea: gated(matrix('business-area')),
  getImpactReportByLocation: gated(matrix('location')),
  getImpactReportByStakeholder: gated(matrix('stakeholder')),
  getImpactReportOverTime: gated(matrix(null)),
  getImpactOverTimeByLocationReport: gated(matrix('location')),
  getImpactOverTimeByStakeholderReport: gated(matrix('stakeholder')),
  getImpactReportByBusinessAreaCell: gated(({ caller, params, query }) =>
    loadDetail(
      caller,
      params.organisationId,
      'business-area',
      params.businessAreaId,
      monthParam(params.month),
      query,
    ),
  ),
  getImpactReportByLocationCell: gated(({ caller, params, query }) =>
    loadDetail(caller, params.organisationId, 'location', params.locationId, monthParam(params.month), query),
  ),
  getImpactReportByStakeholderCell: gated(({ caller, params, query }) =>
    loadDetail(
      caller,
      params.organisationId,
      'stakeholder',
      params.stakeholderGroupId,
      monthParam(params.month),
      query,
    ),
  ),
  getBusinessAreaImpacts: gated(({ caller, params, query }) =>
    loadDetail(
      caller,
      params.organisationId,
      'business-area',
      params.businessAreaId,
      monthKey(params.year, params.month),
      query,
    ),
  ),
  getLocationImpacts: gated(({ caller, params, query }) =>
    loadDetail(
      caller,
      params.organisationId,
      'location',
      params.locationId,
      monthKey(params.year, params.month),
      query,
    ),
  ),
  getStakeholderImpacts: gated(({ caller, params, query }) =>
    loadDetail(
      caller,
      params.organisationId,
      'stakeholder',
      params.stakeholderGroupId,
      monthKey(params.year, params.month),
      query,
    ),
  ),
  getOrganisationSunburst: gated(async ({ caller, params, query }) => {
    const { data } = await organisationEntity.get({ organisationId: params.organisationId }).go();
    return getSunburst(caller, params.organisationId, data?.name ?? '', query);
  }),
  getOrganisationTimeline: gated(({ caller, params, query }) =>
    getTimeline(caller, params.organisationId, query),
  ),
  getVisualisationSettings: gated(({ params }) => getVisualisationSettings(params.organisationId)),
  updateVisualisationSettings: gated(({ caller, params, body }) =>
    updateVisualisationSettings(params.organisationId, caller, body),
  ),
};
