import { NativeSelect } from '@mantine/core';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCall } from '@/lib/endpoint-permissions';
import { usePermissions } from '@/lib/permissions-store';
import { showToast } from '@/lib/toasts';
import { toastSaveFailed } from '@/ui/data-list/save-toasts';
import { progressOptions, ProgressPill, RagPill, ragOptions } from '@/ui/status-pills';
import type { DashboardActionRow } from '../api/get-dashboard-actions';
import { dashboardKeys } from '../api/keys';
import { updateDashboardAction } from '../api/update-dashboard-action';

/**
 * A RAG or progress cell of My Dashboard's actions (spec §6: dashboard grids are built with editing
 * and show only the user's own items): a select where the user may edit the project's actions, which
 * saves the field with the version seen (the grid's `updateActionField`) and reloads the dashboard;
 * otherwise the pill.
 */
export function DashboardStatusEditor({
  row,
  field,
}: {
  row: DashboardActionRow;
  field: 'ragStatus' | 'progressStatus';
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const [saving, setSaving] = useState(false);
  const mayEdit = canCall(permissions, 'updateActionField', {
    organisationId: row.organisationId,
    projectId: row.projectId,
  });
  if (!mayEdit)
    return field === 'ragStatus' ? (
      <RagPill ragStatus={row.ragStatus} progressStatus={row.progressStatus} />
    ) : (
      <ProgressPill progressStatus={row.progressStatus} />
    );
  const options = field === 'ragStatus' ? ragOptions : progressOptions;
  const label = t(`actionItems.columns.${field}`);
  const save = async (value: number) => {
    setSaving(true);
    try {
      await updateDashboardAction(row, field, value);
      showToast(ToastKind.SUCCESS, { message: t('actionItems.saved', { field: label }) }, t);
    } catch (error) {
      toastSaveFailed(t, error);
    } finally {
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.all(row.organisationId) });
    }
  };
  return (
    <NativeSelect
      size="xs"
      aria-label={`${label}: ${row.name}`}
      disabled={saving}
      value={String(field === 'ragStatus' ? row.ragStatus : row.progressStatus)}
      onChange={(event) => void save(Number(event.currentTarget.value))}
      data={options.map((option) => ({ value: String(option.value), label: t(option.key) }))}
      data-testid={`edit-${field}`}
    />
  );
}
