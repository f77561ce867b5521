import { describe, expect, it } from 'vitest';
import { ToastDuration, ToastKind, toastKindForSaveStatus } from './toasts';

describe('toasts', () => {
  it('has the four spec kinds and durations 3000/5000/7000', () => {
    expect(Object.values(ToastKind)).toEqual(['error', 'warning', 'success', 'reviewCompleted']);
    expect(ToastDuration).toEqual({ FAST: 3000, NORMAL: 5000, SLOW: 7000 });
  });

  it.each([
    [200, 'success'],
    [400, 'warning'],
    [500, 'error'],
    [404, 'error'],
    [201, 'error'],
  ])('save status %i -> %s', (status, kind) => {
    expect(toastKindForSaveStatus(status)).toBe(kind);
  });
});
