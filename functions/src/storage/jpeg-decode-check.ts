import { decode } from 'jpeg-js';

/**
 * The largest picture a profile image may decode to: the web app uploads crops of at most 512 px a
 * side, so 4 megapixels leaves room for other clients while a small file that declares a huge frame
 * (a decompression bomb) is refused before its pixels are allocated.
 */
export const JPEG_MAX_MEGAPIXELS = 4;
const JPEG_MAX_DECODE_MB = 64;

/**
 * Why `bytes` are not a whole, well-formed JPEG, or null when they are: they must decode in full
 * (strict decoding, within the limits above) and end at the end-of-image marker, so nothing rides
 * after the picture. First bytes alone prove nothing (issue 36 item 5).
 */
export function jpegDecodeProblem(bytes: Uint8Array): string | null {
  if (bytes.length < 4 || bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9)
    return 'the image does not end where a JPEG ends';
  try {
    const { width, height } = decode(bytes, {
      useTArray: true,
      tolerantDecoding: false,
      maxResolutionInMP: JPEG_MAX_MEGAPIXELS,
      maxMemoryUsageInMB: JPEG_MAX_DECODE_MB,
    });
    return width > 0 && height > 0 ? null : 'the image has no pixels';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return /maxResolutionInMP|maxMemoryUsageInMB/.test(reason)
      ? `the image is larger than ${JPEG_MAX_MEGAPIXELS} megapixels`
      : 'the image could not be decoded';
  }
}
