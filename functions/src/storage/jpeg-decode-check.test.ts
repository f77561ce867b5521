import { encode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { jpegDecodeProblem } from './jpeg-decode-check';

const side = 32;
const pixels = Buffer.alloc(side * side * 4, 0x80);
const good = new Uint8Array(encode({ width: side, height: side, data: pixels }, 90).data);
const join = (...parts: ArrayLike<number>[]) => Uint8Array.from(parts.flatMap((part) => Array.from(part)));

describe('jpegDecodeProblem', () => {
  it('accepts a whole JPEG', () => {
    expect(jpegDecodeProblem(good)).toBeNull();
  });

  it('refuses JPEG first bytes before a body that does not decode', () => {
    const filler = new Uint8Array(2048).fill(0x11);
    filler.set([0xff, 0xd8, 0xff, 0xe0], 0);
    filler.set([0xff, 0xd9], 2046);
    expect(jpegDecodeProblem(filler)).toBe('the image could not be decoded');
    // The image data overwritten up to the end marker: the scan runs into it.
    const scrambled = join(good.subarray(0, good.length - 300), new Uint8Array(298).fill(0xff), [0xff, 0xd9]);
    expect(jpegDecodeProblem(scrambled)).toBe('the image could not be decoded');
  });

  it('refuses a cut-off file and bytes after the end of the image', () => {
    expect(jpegDecodeProblem(good.subarray(0, good.length / 2))).toBe(
      'the image does not end where a JPEG ends',
    );
    expect(jpegDecodeProblem(join(good, [0x3c, 0x21, 0x2d, 0x2d]))).toBe(
      'the image does not end where a JPEG ends',
    );
    // Cut inside the header, then given an end marker: the markers do not add up.
    expect(jpegDecodeProblem(join(good.subarray(0, 100), [0xff, 0xd9]))).toBe(
      'the image could not be decoded',
    );
  });

  it('refuses a frame that declares more than 4 megapixels before allocating it', () => {
    const huge = Uint8Array.from(good);
    const frame = Buffer.from(huge).indexOf(Buffer.from([0xff, 0xc0]));
    // SOF0: marker, length (2), precision (1), then height and width.
    huge.set([0x75, 0x30, 0x75, 0x30], frame + 5);
    expect(jpegDecodeProblem(huge)).toBe('the image is larger than 4 megapixels');
    const justOver = Uint8Array.from(good);
    justOver.set([0x08, 0x01, 0x08, 0x00], frame + 5);
    expect(jpegDecodeProblem(justOver)).toBe('the image is larger than 4 megapixels');
  });
});
