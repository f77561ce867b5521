import { buildPath } from '@tandem/shared/contract/endpoints';
import { visualisationEndpoints } from '@tandem/shared/visualisations/contract';
import { firstDemoItemId } from '@tandem/infra/local/src/seed/core-data-seed';
import { api } from '../api';
import { bearer } from '../sessions';
import { demoFixtures as f, type Probes } from './probe';

const params = { organisationId: f.organisationId };
const query = { year: '2026', programmeId: f.programmeId };
const area = firstDemoItemId('a', 'businessArea');
const place = firstDemoItemId('a', 'location');
/** Any id: a stakeholder group the section does not have answers an empty cell, not an error. */
const group = f.projectId;

/** Probes of the visualisation endpoints (issue 17): every read with a programme and a year. */
export const visualisationProbes: Probes<keyof typeof visualisationEndpoints> = {
  getImpactReportByBusinessArea: { params, query },
  getImpactReportByLocation: { params, query },
  getImpactReportByStakeholder: { params, query },
  getImpactReportOverTime: { params, query },
  getImpactOverTimeByLocationReport: { params, query },
  getImpactOverTimeByStakeholderReport: { params, query },
  getImpactReportByBusinessAreaCell: { params: { ...params, businessAreaId: area, month: '2026-07' } },
  getImpactReportByLocationCell: { params: { ...params, locationId: place, month: '2026-07' } },
  getImpactReportByStakeholderCell: {
    params: { ...params, stakeholderGroupId: group, month: '2026-07' },
    query: { programmeId: f.programmeId },
  },
  getBusinessAreaImpacts: { params: { ...params, businessAreaId: area, year: '2026', month: '7' } },
  getLocationImpacts: { params: { ...params, locationId: place, year: '2026', month: '7' } },
  getStakeholderImpacts: {
    params: { ...params, stakeholderGroupId: group, year: '2026', month: '7' },
    query: { programmeId: f.programmeId },
  },
  getOrganisationSunburst: { params, query: { programmeId: f.programmeId } },
  getOrganisationTimeline: { params },
  getVisualisationSettings: { params },
  updateVisualisationSettings: {
    // The version seen now (another probe may have saved since), so the only thing that varies is who calls.
    prepare: async () => {
      const endpoint = visualisationEndpoints.getVisualisationSettings;
      const current = await api('GET', buildPath(endpoint.path, params), { headers: await bearer('admin') });
      const { amberFrom, redFrom, capacity, version } = current.json.payload as Record<string, number>;
      return { params, body: { amberFrom, redFrom, capacity: capacity === 1_000 ? 1_001 : 1_000, version } };
    },
  },
};
