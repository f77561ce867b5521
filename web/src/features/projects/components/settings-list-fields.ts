import { progressStatusLabel, progressStatuses } from '@tandem/shared/core/progress-status';
import { ragLabel, RagStatus } from '@tandem/shared/core/rag';
import { milestoneTypeLabel, MilestoneType } from '@tandem/shared/milestones/milestone-type';
import type { TFunction } from 'i18next';
import type { ListField } from './settings-list-editor';

/** Milestone fields (spec §3): name, description, deadline, milestone type (0 not set … 13 other). */
export const milestoneFields = (t: TFunction): ListField[] => [
  { key: 'name', label: t('settingsLists.name'), kind: 'text', required: true, column: true },
  {
    key: 'milestoneType',
    label: t('settingsLists.milestoneType'),
    kind: 'select',
    column: true,
    options: Object.values(MilestoneType).map((type) => ({
      value: String(type),
      label: milestoneTypeLabel[type],
    })),
  },
  { key: 'deadline', label: t('settingsLists.deadline'), kind: 'date', column: true },
  { key: 'description', label: t('settingsLists.description'), kind: 'textarea' },
];

/** Benefit fields (spec §3; `measurmentDate` is spelled so). */
export const benefitFields = (t: TFunction): ListField[] => [
  { key: 'name', label: t('settingsLists.benefitHeadline'), kind: 'text', required: true, column: true },
  { key: 'description', label: t('settingsLists.description'), kind: 'textarea' },
  { key: 'value', label: t('settingsLists.value'), kind: 'number', column: true },
  {
    key: 'progressStatus',
    label: t('settingsLists.progressStatus'),
    kind: 'select',
    column: true,
    options: [
      { value: '', label: t('settingsLists.notSet') },
      ...progressStatuses.map((status) => ({ value: String(status), label: progressStatusLabel[status] })),
    ],
  },
  {
    key: 'ragStatus',
    label: t('settingsLists.ragStatus'),
    kind: 'select',
    column: true,
    options: Object.values(RagStatus).map((status) => ({ value: String(status), label: ragLabel[status] })),
  },
  { key: 'measurmentDate', label: t('settingsLists.measurementDate'), kind: 'date' },
  { key: 'endDate', label: t('settingsLists.endDate'), kind: 'date', column: true },
  { key: 'notes', label: t('settingsLists.notes'), kind: 'textarea' },
];

/** Phase fields: name, start and end dates. */
export const phaseFields = (t: TFunction): ListField[] => [
  { key: 'name', label: t('settingsLists.name'), kind: 'text', required: true, column: true },
  { key: 'startDate', label: t('settingsLists.startDate'), kind: 'date', column: true },
  { key: 'endDate', label: t('settingsLists.endDate'), kind: 'date', column: true },
];
