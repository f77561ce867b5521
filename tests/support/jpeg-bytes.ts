/**
 * Bytes that pass the server's JPEG check (FF D8 FF …). The server stores what the browser encoded and
 * never decodes it, so integration tests need only the signature; `size` pads to exercise the limit.
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
