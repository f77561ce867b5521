import { describe, expect, it } from 'vitest';
import { EMPTY_DATE } from './dates';
import { TimelineBarState, timelineBarState } from './timeline-bar';

const today = '2024-06-15';

describe('timelineBarState', () => {
  it('is overdue only once today is after the due date', () => {
    expect(
      timelineBarState({ initialEndDate: '2024-06-14', actualEndDate: '2024-06-14T00:00:00' }, today),
    ).toBe(TimelineBarState.OVERDUE);
    expect(
      timelineBarState({ initialEndDate: '2024-06-15', actualEndDate: '2024-06-15T00:00:00' }, today),
    ).toBe(TimelineBarState.ON_TRACK);
  });

  it('is moved when the due date differs from the initial one', () => {
    expect(timelineBarState({ initialEndDate: '2024-06-20', actualEndDate: '2024-06-30' }, today)).toBe(
      TimelineBarState.MOVED,
    );
    expect(
      timelineBarState(
        { initialEndDate: '2024-06-30T00:00:00', actualEndDate: '2024-06-30T00:00:00' },
        today,
      ),
    ).toBe(TimelineBarState.ON_TRACK);
  });

  it('prefers overdue over moved', () => {
    expect(timelineBarState({ initialEndDate: '2024-06-01', actualEndDate: '2024-06-10' }, today)).toBe(
      TimelineBarState.OVERDUE,
    );
  });

  it('ignores empty dates', () => {
    expect(timelineBarState({ initialEndDate: '2024-06-01', actualEndDate: EMPTY_DATE }, today)).toBe(
      TimelineBarState.ON_TRACK,
    );
    expect(timelineBarState({ initialEndDate: EMPTY_DATE, actualEndDate: '2024-06-30' }, today)).toBe(
      TimelineBarState.ON_TRACK,
    );
    expect(timelineBarState({}, today)).toBe(TimelineBarState.ON_TRACK);
  });

  it('accepts a Date for today', () => {
    expect(timelineBarState({ actualEndDate: '2024-06-14' }, new Date(2024, 5, 15, 0, 1))).toBe(
      TimelineBarState.OVERDUE,
    );
  });
});
