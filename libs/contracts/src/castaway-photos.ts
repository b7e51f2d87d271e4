/**
 * A castaway's photo (`PUT /api/castaways/{id}/photo`): every rule of an upload in one place. The server applies
 * them in `backend/src/castaways/photos/` (the size before the file is read, then the content, the declared type
 * and the pixel count); the admin's pages show the same limits from here.
 */
/** An upload over this is refused before it is read (multer's limit on the one file). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Larger images are refused before they are decoded (a small file can hold a huge image: a decompression bomb). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** Stored photos are square WebP, at most this many pixels a side. */
export const PHOTO_MAX_SIDE = 512;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PHOTO_MESSAGES = {
  missing: 'Choose a photo to upload (multipart field "photo").',
  tooLarge: 'The photo is over 5 MB.',
  notAnImage: 'The photo must be a JPEG, PNG or WebP image.',
  typeMismatch: (declared: string, actual: string) =>
    `The photo says it is ${declared || 'of no type'} but its content is ${actual}.`,
  tooManyPixels: (width: number, height: number) =>
    `The photo is ${width}×${height} pixels; at most 40 megapixels are accepted.`,
  notFound: 'This castaway has no photo.',
  uploaded: (name: string) => `${name}'s photo was uploaded.`,
  /** What the admin's photo card says of the rules above, so the page and the server say the same thing. */
  rules:
    "JPEG, PNG or WebP, up to 5 MB each. Each is stored square, at most 512 pixels, without the camera's data (EXIF, GPS).",
} as const;
