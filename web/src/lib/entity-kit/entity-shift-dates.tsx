import { Button, Checkbox, Group, NumberInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ToastKind } from '@tandem/shared/core/toasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveFailure } from '@/lib/form-support';
import { showToast } from '@/lib/toasts';
import { callEntityEndpoint, oneParams } from './entity-call';
import { entityEndpointIds, type EntityRef, type EntityView } from './entity-view';

/** Most days a shift moves (the server's bound, `SHIFT_DAYS_MAX`). */
const SHIFT_DAYS_MAX = 3_660;

/**
 * Shift dates (spec §4): every date of the item moves by N days, and with the box ticked its linked
 * actions' dates too, in one write; then every query of the project reloads.
 */
export function EntityShiftDates({ view, entityRef }: { view: EntityView; entityRef: EntityRef }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number | string>(7);
  const [withActions, setWithActions] = useState(true);
  const shift = useMutation({
    mutationFn: () =>
      callEntityEndpoint(entityEndpointIds(view).shiftDates, {
        params: oneParams(view, entityRef),
        body: { days: Number(days), shiftActions: withActions },
      }) as Promise<{ days: number; moved: unknown[] }>,
    onSuccess: (result) => {
      showToast(
        ToastKind.SUCCESS,
        { message: t('entityKit.shift.done', { count: result.days, moved: result.moved.length }) },
        t,
      );
      return queryClient.invalidateQueries({
        queryKey: ['organisations', entityRef.organisationId, 'projects', entityRef.projectId],
      });
    },
    onError: (error) => showSaveFailure(error, t, t(`${view.phrases}.conflict`)),
  });
  const valid =
    Number.isInteger(Number(days)) && Number(days) !== 0 && Math.abs(Number(days)) <= SHIFT_DAYS_MAX;
  return (
    <Group align="flex-end" gap="sm" data-testid="shift-dates">
      <NumberInput
        label={t('entityKit.shift.days')}
        description={t('entityKit.shift.help')}
        value={days}
        onChange={setDays}
        allowDecimal={false}
        min={-SHIFT_DAYS_MAX}
        max={SHIFT_DAYS_MAX}
        w={160}
      />
      <Checkbox
        label={t('entityKit.shift.withActions')}
        checked={withActions}
        onChange={(event) => setWithActions(event.currentTarget.checked)}
        mb={8}
      />
      <Button disabled={!valid} loading={shift.isPending} onClick={() => shift.mutate()}>
        {t('entityKit.shift.submit')}
      </Button>
    </Group>
  );
}
