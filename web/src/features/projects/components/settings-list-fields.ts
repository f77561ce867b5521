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

/** Phase fields: name, start and end dates. */
export const phaseFields = (t: TFunction): ListField[] => [
  { key: 'name', label: t('settingsLists.name'), kind: 'text', required: true, column: true },
  { key: 'startDate', label: t('settingsLists.startDate'), kind: 'date', column: true },
  { key: 'endDate', label: t('settingsLists.endDate'), kind: 'date', column: true, notBefore: 'startDate' },
];
