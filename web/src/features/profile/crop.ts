/**
 * Square crop maths for the profile image (spec §3 "Avatar crop: square", §9 "Crop preview: 60px
 * circle, aspect 1, max display 700px"). Pure functions, so the maths is tested without a canvas.
 */

export const CROP_PREVIEW_SIZE = 60;
export const CROP_MAX_DISPLAY = 700;
/** The uploaded JPEG is at most this many pixels square. */
export const CROP_OUTPUT_MAX = 512;
export const CROP_PREVIEW_DEBOUNCE_MS = 100;
export const CROP_MAX_ZOOM = 4;

/** A square in image pixels. */
export interface Crop {
  x: number;
  y: number;
  size: number;
}

/** Zoom (1 = the largest square) and where the square sits in the room left over (0–1 each way). */
export interface CropControls {
  zoom: number;
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The square a zoom and position select in an image of this size; always inside the image. */
export function cropOf(width: number, height: number, controls: CropControls): Crop {
  const largest = Math.min(width, height);
  const size = Math.max(1, Math.round(largest / clamp(controls.zoom, 1, CROP_MAX_ZOOM)));
  return {
    x: Math.round((width - size) * clamp(controls.x, 0, 1)),
    y: Math.round((height - size) * clamp(controls.y, 0, 1)),
    size,
  };
}

/** The starting crop: the largest centred square. */
export const centredControls = (): CropControls => ({ zoom: 1, x: 0.5, y: 0.5 });

/** How much the image is scaled down on screen so neither side exceeds `maxDisplay` (never up). */
export const displayScale = (width: number, height: number, maxDisplay = CROP_MAX_DISPLAY) =>
  Math.min(1, maxDisplay / Math.max(width, height, 1));

/** The side of the uploaded square: the crop's own size, at most `CROP_OUTPUT_MAX`. */
export const outputSize = (crop: Crop, max = CROP_OUTPUT_MAX) => Math.max(1, Math.min(crop.size, max));
