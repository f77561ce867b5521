/**
 * Profile images (spec §3 "Avatar crop: square, JPEG output"): the browser crops and encodes, the
 * server accepts JPEG bytes only. 280 KB decoded keeps one image inside a DynamoDB item (400 KB) in
 * AWS, where images are stored as items until S3 is added (docs/decisions.md); every environment uses
 * the same cap so behaviour never differs by stage.
 */
export const PROFILE_IMAGE_MAX_BYTES = 280 * 1024;
/** Base64 of the largest image (4 characters per 3 bytes), rounded up. */
export const PROFILE_IMAGE_MAX_BASE64 = Math.ceil(PROFILE_IMAGE_MAX_BYTES / 3) * 4;
/** What the file input accepts (issue 4: .jpg, .png, .jpeg). */
export const profileImageAccept = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const profileImageExtensions = ['jpg', 'jpeg', 'png'] as const;

/** JPEG files start with the SOI marker followed by another marker: FF D8 FF. */
export const isJpeg = (bytes: Uint8Array) =>
  bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** Whether a chosen file's name has one of the accepted extensions. */
export const hasProfileImageExtension = (fileName: string) =>
  (profileImageExtensions as readonly string[]).includes(fileName.split('.').pop()?.toLowerCase() ?? '');

/** The GET path of a user's image; `v` changes with every upload so caches never show an old one. */
export const profileImagePath = (userId: string, version: number) =>
  `/api/v1/users/${userId}/profile-image?v=${version}`;
