import { ProgressStatus } from '@tandem/shared/core/progress-status';
import { RagStatus } from '@tandem/shared/core/rag';
import { useTranslation } from 'react-i18next';

/** Phrase keys of the RAG statuses, in the editor's order. */
export const ragOptions = [
  { value: RagStatus.RED, key: 'actionItems.rag.red', colour: 'red' },
  { value: RagStatus.AMBER, key: 'actionItems.rag.amber', colour: 'orange' },
  { value: RagStatus.GREEN, key: 'actionItems.rag.green', colour: 'green' },
  { value: RagStatus.UNKNOWN, key: 'actionItems.rag.unknown', colour: 'gray' },
] as const;

/** Phrase keys of the progress statuses, in the editor's order. */
export const progressOptions = [
  { value: ProgressStatus.NOT_STARTED, key: 'actionItems.progress.notStarted', colour: 'gray' },
  { value: ProgressStatus.IN_PROGRESS, key: 'actionItems.progress.inProgress', colour: 'blue' },
  { value: ProgressStatus.COMPLETED, key: 'actionItems.progress.completed', colour: 'teal' },
  { value: ProgressStatus.OVERDUE, key: 'actionItems.progress.overdue', colour: 'red' },
  { value: ProgressStatus.ONHOLD, key: 'actionItems.progress.onHold', colour: 'orange' },
  { value: ProgressStatus.CANCELLED, key: 'actionItems.progress.cancelled', colour: 'gray' },
  { value: ProgressStatus.DRAFT, key: 'actionItems.progress.draft', colour: 'violet' },
] as const;

/**
 * A status pill: a tinted background with a coloured edge and dark text, so every colour keeps
 * the text contrast of WCAG AA. A plain span (no Mantine Box: nothing of the theme is needed): the
 * grids draw several in every row.
 */
export function Pill({ colour, label, testId }: { colour: string; label: string; testId?: string }) {
  return (
    <span
      data-testid={testId}
      style={{
        display: 'inline-block',
        padding: '0 8px',
        lineHeight: '20px',
        borderRadius: 10,
        fontSize: 12,
        fontWeight: 600,
        background: `var(--mantine-color-${colour}-0)`,
        border: `1px solid var(--mantine-color-${colour}-7)`,
        color: 'var(--mantine-color-dark-9)',
      }}
    >
      {label}
    </span>
  );
}

/** RAG pill; a completed action shows the completed indicator instead of its RAG (spec §3). */
export function RagPill({ ragStatus, progressStatus }: { ragStatus: number; progressStatus: number }) {
  const { t } = useTranslation();
  if (progressStatus === ProgressStatus.COMPLETED)
    return <Pill colour="teal" label={`✓ ${t('actionItems.rag.completed')}`} testId="rag-pill" />;
  const option = ragOptions.find((item) => item.value === ragStatus) ?? ragOptions[3];
  return <Pill colour={option.colour} label={t(option.key)} testId="rag-pill" />;
}

export function ProgressPill({ progressStatus }: { progressStatus: number }) {
  const { t } = useTranslation();
  const option = progressOptions.find((item) => item.value === progressStatus);
  if (!option) return null;
  return <Pill colour={option.colour} label={t(option.key)} testId="progress-pill" />;
}
