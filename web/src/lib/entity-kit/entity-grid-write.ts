import { ToastKind } from '@tandem/shared/core/toasts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toasts';

/**
 * What a grid's pre-send rule makes of an edit: send it, save nothing (closing the editor), or
 * refuse it with the server's own words (nothing is sent, the editor stays open).
 */
export type GridEditCheck = { kind: 'send' } | { kind: 'ignored' } | { kind: 'refused'; message: string };

/**
 * One cell write of a grid (the kit's and the actions grid), from the editor's save to the row:
 * the write's answer replaces the row and the success toast names the field; a refused write is
 * told by the grid's own `onRefused` (the kit: the entity's conflict phrase; actions: the server's
 * 409 text) and its row is reloaded. `check` is the entity's pre-send rule, run before anything is
 * sent. `busy` is true from the send until the row is settled; `onSettled` closes the editor.
 */
export function useGridWrite<Row extends { id: string }>({
  replaceRow,
  reloadRow,
  onRefused,
  onSettled,
}: {
  replaceRow: (id: string, fresh: Row) => void;
  reloadRow: (id: string) => Promise<void>;
  onRefused: (error: unknown) => void;
  onSettled: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (row: Row, write: () => Promise<Row>, savedMessage: string, check?: GridEditCheck) => {
      if (check?.kind === 'refused') {
        showToast(ToastKind.WARNING, { message: check.message }, t);
        return;
      }
      if (check?.kind === 'ignored') {
        onSettled();
        return;
      }
      setBusy(true);
      try {
        replaceRow(row.id, await write());
        showToast(ToastKind.SUCCESS, { message: savedMessage }, t);
      } catch (error) {
        onRefused(error);
        await reloadRow(row.id);
      } finally {
        setBusy(false);
        onSettled();
      }
    },
    [t, replaceRow, reloadRow, onRefused, onSettled],
  );
  return { busy, run };
}
