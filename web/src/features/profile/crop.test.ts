import { describe, expect, it } from 'vitest';
import { centredControls, cropOf, displayScale, outputSize } from './crop';

describe('profile image crop', () => {
  it('starts with the largest centred square (aspect 1)', () => {
    expect(cropOf(1200, 800, centredControls())).toEqual({ x: 200, y: 0, size: 800 });
    expect(cropOf(300, 900, centredControls())).toEqual({ x: 0, y: 300, size: 300 });
  });

  it('zooms into a smaller square and keeps it inside the image wherever it is moved', () => {
    expect(cropOf(1000, 1000, { zoom: 2, x: 0, y: 1 })).toEqual({ x: 0, y: 500, size: 500 });
    const far = cropOf(640, 480, { zoom: 3, x: 5, y: -2 });
    expect(far.x + far.size).toBeLessThanOrEqual(640);
    expect(far.y).toBe(0);
    expect(cropOf(640, 480, { zoom: 0.2, x: 0.5, y: 0.5 }).size).toBe(480);
    expect(cropOf(2, 2, { zoom: 4, x: 1, y: 1 })).toEqual({ x: 1, y: 1, size: 1 });
  });

  it('shows the image at most 700 px and never enlarges it', () => {
    expect(displayScale(1400, 700)).toBe(0.5);
    expect(displayScale(350, 700)).toBe(1);
    expect(displayScale(200, 100)).toBe(1);
  });

  it('uploads at most 512 px square', () => {
    expect(outputSize({ x: 0, y: 0, size: 2000 })).toBe(512);
    expect(outputSize({ x: 0, y: 0, size: 300 })).toBe(300);
  });
});
