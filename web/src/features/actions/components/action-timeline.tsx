import { toIsoDate } from '@tandem/shared/core/calendar-date';
import { isEmptyDate } from '@tandem/shared/core/dates';
import { timelineBarState, TimelineBarState } from '@tandem/shared/core/timeline-bar';
import { TimelineBar, type TimelineMarker, type TimelineTone } from '@/ui/timeline-bar';
import type { Action } from '../api/list-actions';
import { usePhrases } from '@/lib/i18n/add-phrases';
import { actionDetailPhrases } from '@/lib/i18n/en-gb-action-detail';

type TimelineDates = Pick<Action, 'startDate' | 'initialEndDate' | 'endDate' | 'actualEndDate'>;

export type ActionTimelineModel = {
  tone: TimelineTone;
  /** Phrase keys and dates of the markers, in the spec's order (start, initial target, new target). */
  markers: { key: 'start' | 'initialTarget' | 'newTarget' | 'target'; date: string }[];
};

const toneOf: Record<TimelineBarState, TimelineTone> = {
  [TimelineBarState.ON_TRACK]: 'onTrack',
  [TimelineBarState.OVERDUE]: 'overdue',
  [TimelineBarState.MOVED]: 'moved',
};

/**
 * The timeline of an action (spec §2, §4): start, initial target (initialEndDate) and new target
 * (the due date), coloured by the shared rule — overdue once today is past the due date, else
 * 'moved' when the due date differs from the initial one. While the target has not moved the two
 * would sit on top of each other, so they are one 'target date' marker.
 */
export function actionTimelineModel(
  action: TimelineDates,
  today: Date | string = new Date(),
): ActionTimelineModel {
  const due = action.actualEndDate || action.endDate;
  const tone = toneOf[timelineBarState({ initialEndDate: action.initialEndDate, actualEndDate: due }, today)];
  const markers: ActionTimelineModel['markers'] = [];
  if (!isEmptyDate(action.startDate)) markers.push({ key: 'start', date: action.startDate });
  const initial = isEmptyDate(action.initialEndDate) ? null : toIsoDate(action.initialEndDate);
  const target = isEmptyDate(due) ? null : toIsoDate(due);
  if (initial && target && initial !== target) {
    markers.push({ key: 'initialTarget', date: action.initialEndDate });
    markers.push({ key: 'newTarget', date: due });
  } else if (target) markers.push({ key: 'target', date: due });
  else if (initial) markers.push({ key: 'initialTarget', date: action.initialEndDate });
  return { tone, markers };
}

const markerColour: Record<ActionTimelineModel['markers'][number]['key'], string> = {
  start: 'gray',
  initialTarget: 'violet',
  newTarget: 'orange',
  target: 'blue',
};

/** The action's timeline progress bar, with today's date from the clock. */
export function ActionTimeline({ action, today = new Date() }: { action: TimelineDates; today?: Date }) {
  const { t } = usePhrases('actionDetail', actionDetailPhrases);
  const model = actionTimelineModel(action, today);
  const markers: TimelineMarker[] = model.markers.map((marker) => ({
    key: marker.key,
    label: t(`actionDetail.timeline.${marker.key}`),
    date: marker.date,
    colour: markerColour[marker.key],
  }));
  return (
    <TimelineBar
      title={t('actionDetail.timeline.title')}
      markers={markers}
      today={toIsoDate(today) ?? ''}
      todayLabel={t('actionDetail.timeline.today')}
      tone={model.tone}
      toneLabel={t(`actionDetail.timeline.${model.tone}`)}
      emptyText={t('actionDetail.timeline.noDates')}
    />
  );
}
