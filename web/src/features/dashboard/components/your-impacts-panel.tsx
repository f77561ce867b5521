import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '@/ui/side-panel';
import { useUserImpacts, type ImpactFilter } from '../api/get-my-impacts';
import { DashboardImpactsTable } from './dashboard-impacts-table';

/**
 * The right-side slide-in panel of My Impacts (spec §2): titled with the user's name and 'Your
 * impacts', listing the impacts of the slice chosen (one level band or progress status).
 */
export function YourImpactsPanel({
  organisationId,
  fullName,
  filter,
  onClose,
}: {
  organisationId: string;
  fullName: string;
  filter: (ImpactFilter & { label: string }) | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = filter
    ? {
        pageSize: '50',
        ...(filter.by === 'level' ? { level: filter.value } : { progressStatus: filter.value }),
      }
    : {};
  const impacts = useUserImpacts(organisationId, query, filter !== null);
  return (
    <SidePanel
      opened={filter !== null}
      onClose={onClose}
      title={t('myDashboardPeople.impacts.panelTitle', { name: fullName })}
      testId="your-impacts-panel"
    >
      <Stack gap="sm">
        {filter && (
          <Text fw={600}>{t('myDashboardPeople.impacts.panelFilter', { filter: filter.label })}</Text>
        )}
        {impacts.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {impacts.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('errors.loadData')}
          </Alert>
        )}
        {impacts.data && impacts.data.totalItems === 0 && (
          <Text size="sm">{t('myDashboardPeople.impacts.panelNone')}</Text>
        )}
        {impacts.data && impacts.data.totalItems > 0 && (
          <DashboardImpactsTable organisationId={organisationId} rows={impacts.data.items} compact />
        )}
      </Stack>
    </SidePanel>
  );
}
