import { Progress } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingWritesStore } from '@/lib/api-client';

/** A thin bar across the top while any non-GET request is in flight (spec §7). */
export function TopProgressBar() {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(
    pendingWritesStore.subscribe,
    pendingWritesStore.getSnapshot,
    pendingWritesStore.getSnapshot,
  );
  if (pending === 0) return null;
  return (
    <Progress
      value={100}
      animated
      striped={false}
      size={3}
      radius={0}
      aria-label={t('progress.saving')}
      data-testid="top-progress-bar"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
