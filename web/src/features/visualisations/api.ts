import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, type ApiResult } from '@/lib/api-client';

/** What a visualisation reads: the organisation, optionally one programme or one project, and a year. */
export type VisualisationScope = {
  organisationId: string;
  programmeId?: string | null;
  projectId?: string | null;
  year?: number;
};
export type HeatmapSection = 'business-area' | 'location' | 'stakeholder';

const queryOf = ({ programmeId, projectId, year }: VisualisationScope) => ({
  ...(programmeId ? { programmeId } : {}),
  ...(projectId ? { projectId } : {}),
  ...(year ? { year } : {}),
});
const keyOf = (name: string, scope: VisualisationScope, ...rest: unknown[]) => [
  'organisations',
  scope.organisationId,
  'visualisations',
  name,
  scope.programmeId ?? null,
  scope.projectId ?? null,
  scope.year ?? null,
  ...rest,
];

const matrixEndpoint = {
  'business-area': 'getImpactReportByBusinessArea',
  location: 'getImpactReportByLocation',
  stakeholder: 'getImpactReportByStakeholder',
} as const;
export type LoadMatrix = ApiResult<'getImpactReportByBusinessArea'>;

/** A heatmap's matrix (rows × months), or the totals over time when `section` is null. */
export const useLoadMatrix = (section: HeatmapSection | null, scope: VisualisationScope) =>
  useQuery({
    queryKey: keyOf('matrix', scope, section),
    queryFn: ({ signal }): Promise<LoadMatrix> =>
      apiCall(section ? matrixEndpoint[section] : 'getImpactReportOverTime', {
        params: { organisationId: scope.organisationId },
        query: queryOf(scope),
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export type LoadDetail = ApiResult<'getImpactReportByBusinessAreaCell'>;

/** The impacts counted in one heatmap cell. */
export function useLoadCell(
  section: HeatmapSection,
  scope: VisualisationScope,
  cell: { rowId: string; month: string } | null,
) {
  return useQuery({
    queryKey: keyOf('cell', scope, section, cell?.rowId, cell?.month),
    queryFn: ({ signal }): Promise<LoadDetail> => {
      const { rowId, month } = cell!;
      const params = { organisationId: scope.organisationId, month };
      const query = { ...queryOf(scope), year: undefined };
      delete query.year;
      if (section === 'business-area')
        return apiCall('getImpactReportByBusinessAreaCell', {
          params: { ...params, businessAreaId: rowId },
          query,
          signal,
        });
      if (section === 'location')
        return apiCall('getImpactReportByLocationCell', {
          params: { ...params, locationId: rowId },
          query,
          signal,
        });
      return apiCall('getImpactReportByStakeholderCell', {
        params: { ...params, stakeholderGroupId: rowId },
        query,
        signal,
      });
    },
    enabled: cell !== null,
  });
}

const scopeOnly = (scope: VisualisationScope) => {
  const { year: _year, ...rest } = queryOf(scope);
  return rest;
};

export type Sunburst = ApiResult<'getOrganisationSunburst'>;
export const useSunburst = (scope: VisualisationScope, measure: 'impacts' | 'actions') =>
  useQuery({
    queryKey: keyOf('sunburst', { ...scope, year: undefined }, measure),
    queryFn: ({ signal }): Promise<Sunburst> =>
      apiCall('getOrganisationSunburst', {
        params: { organisationId: scope.organisationId },
        query: { ...scopeOnly(scope), measure },
        signal,
      }),
  });

export type Timeline = ApiResult<'getOrganisationTimeline'>;
export const useTimeline = (scope: VisualisationScope) =>
  useQuery({
    queryKey: keyOf('timeline', { ...scope, year: undefined }),
    queryFn: ({ signal }): Promise<Timeline> =>
      apiCall('getOrganisationTimeline', {
        params: { organisationId: scope.organisationId },
        query: scopeOnly(scope),
        signal,
      }),
  });

export type VisualisationSettings = ApiResult<'getVisualisationSettings'>;
const settingsKey = (organisationId: string) => ['organisations', organisationId, 'visualisation-settings'];
export const useVisualisationSettings = (organisationId: string) =>
  useQuery({
    queryKey: settingsKey(organisationId),
    queryFn: ({ signal }): Promise<VisualisationSettings> =>
      apiCall('getVisualisationSettings', { params: { organisationId }, signal }),
  });

/** An owner's save of the thresholds and capacity; every chart of the organisation reloads. */
export function useSaveVisualisationSettings(organisationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisualisationSettings) =>
      apiCall('updateVisualisationSettings', { params: { organisationId }, body }),
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: ['organisations', organisationId, 'visualisations'] })
        .then(() => queryClient.invalidateQueries({ queryKey: settingsKey(organisationId) })),
  });
}

export type LocationItem = {
  id: string;
  name: string;
  latitude?: number;
  longitude?: number;
  country?: string;
};

/** The organisation's locations with their coordinates (the places map). */
export const useLocations = (organisationId: string) =>
  useQuery({
    queryKey: ['organisations', organisationId, 'visualisations', 'locations'],
    queryFn: async ({ signal }) => {
      const page = (await apiCall('listLocations', {
        params: { organisationId },
        query: { page: 1, pageSize: 500, sorts: 'name' },
        signal,
      })) as unknown as { items: (LocationItem & { fields?: Partial<LocationItem> })[] };
      return page.items.map((item) => ({ ...item.fields, ...item }));
    },
  });
