import { encode } from 'jpeg-js';

/**
 * A real JPEG (the server decodes every profile image): a `side`-pixel square of a gradient, or of
 * noise when `noisy` (noise compresses badly, so a large side makes a file past the size limit).
 */
export const jpegBytes = ({ side = 16, noisy = false }: { side?: number; noisy?: boolean } = {}) => {
  const data = Buffer.alloc(side * side * 4);
  let seed = 7;
  for (let pixel = 0; pixel < side * side; pixel++) {
    for (let channel = 0; channel < 3; channel++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      data[pixel * 4 + channel] = noisy ? seed & 0xff : (pixel * (channel + 3)) & 0xff;
    }
    data[pixel * 4 + 3] = 0xff;
  }
  return Buffer.from(encode({ width: side, height: side, data }, noisy ? 100 : 90).data);
};

/**
 * The JPEG signature (FF D8 FF E0) and end marker around a body that is no JPEG: what a check of
 * the first bytes alone accepts.
 */
export const jpegLikeBytes = (size = 64) => {
  const bytes = Buffer.alloc(size, 0x11);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
};

/** The first bytes of a PNG file. */
export const pngBytes = () =>
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
