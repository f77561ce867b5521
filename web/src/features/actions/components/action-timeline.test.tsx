import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { ActionTimeline, actionTimelineModel } from './action-timeline';

const dates = {
  startDate: '2026-06-01T00:00:00',
  initialEndDate: '2026-06-21T00:00:00',
  endDate: '2026-06-21T00:00:00',
  actualEndDate: '2026-06-21T00:00:00',
};
const moved = { ...dates, endDate: '2026-07-05T00:00:00', actualEndDate: '2026-07-05T00:00:00' };

describe('the action timeline', () => {
  it('is on track before the due date, with one target marker while the target has not moved', () => {
    expect(actionTimelineModel(dates, '2026-06-10')).toEqual({
      tone: 'onTrack',
      markers: [
        { key: 'start', date: dates.startDate },
        { key: 'target', date: dates.endDate },
      ],
    });
  });

  it('is overdue once today is after the due date (the due day itself is not)', () => {
    expect(actionTimelineModel(dates, '2026-06-21').tone).toBe('onTrack');
    expect(actionTimelineModel(dates, '2026-06-22').tone).toBe('overdue');
  });

  it('shows the initial and the new target when the end date moved, in the warning tone', () => {
    expect(actionTimelineModel(moved, '2026-06-10')).toEqual({
      tone: 'moved',
      markers: [
        { key: 'start', date: moved.startDate },
        { key: 'initialTarget', date: moved.initialEndDate },
        { key: 'newTarget', date: moved.endDate },
      ],
    });
    // Overdue wins over moved.
    expect(actionTimelineModel(moved, '2026-07-06').tone).toBe('overdue');
  });

  it('leaves out empty dates and is never overdue without a due date', () => {
    const empty = '0001-01-01T00:00:00';
    expect(
      actionTimelineModel(
        { startDate: empty, initialEndDate: empty, endDate: empty, actualEndDate: empty },
        '2030-01-01',
      ),
    ).toEqual({ tone: 'onTrack', markers: [] });
  });

  it('renders the markers, today and the state in words', () => {
    renderWithProviders(<ActionTimeline action={moved} today={new Date(2026, 5, 10)} />);
    expect(screen.getByTestId('timeline-bar')).toHaveAttribute('data-state', 'moved');
    expect(screen.getByText('Moved: the target date changed from the initial one')).toBeInTheDocument();
    expect(screen.getByText(/^Start date:/)).toBeInTheDocument();
    expect(screen.getByText(/^Initial target date:/)).toBeInTheDocument();
    expect(screen.getByText(/^New target date:/)).toBeInTheDocument();
    expect(screen.getByText(/^Today:/)).toBeInTheDocument();
  });

  it('draws today before the start, outside the bar, when the action has not started', () => {
    const notStarted = {
      startDate: '2026-03-11T00:00:00',
      initialEndDate: '2026-03-21T00:00:00',
      endDate: '2026-03-21T00:00:00',
      actualEndDate: '2026-03-21T00:00:00',
    };
    renderWithProviders(<ActionTimeline action={notStarted} today={new Date(2026, 2, 1)} />);
    expect(screen.getByTestId('timeline-today').style.left).toBe('0%');
  });

  it('says how to get a timeline when there are no dates', () => {
    const empty = '0001-01-01T00:00:00';
    renderWithProviders(
      <ActionTimeline
        action={{ startDate: empty, initialEndDate: empty, endDate: empty, actualEndDate: empty }}
      />,
    );
    expect(screen.getByText('Set a start or end date to see the timeline.')).toBeInTheDocument();
  });
});
