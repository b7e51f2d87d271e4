import { createHash } from 'node:crypto';
import { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, PHOTO_MESSAGES } from '@tribal/contracts';
import sharp from 'sharp';
import { badRequest } from '../../common/domain-error';

export interface SquarePhoto {
  webp: Buffer;
  sha256: string;
  width: number;
  height: number;
}

const ACCEPTED = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' } as const;
type Accepted = keyof typeof ACCEPTED;
/** The types a browser may declare for each accepted format (old Internet Explorer said image/pjpeg). */
const DECLARED: Record<string, Accepted> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const refuse = (message: string) => badRequest(message, 'photo');

/**
 * An uploaded castaway photo as stored: checked by its content (what sharp reads in it, not the file's name), the
 * declared type agreeing with it, its size read from the header before any pixel is decoded (a small file can
 * declare a huge image), then turned upright by its EXIF orientation, cropped square on its most salient region,
 * at most 512 px a side, as WebP. sharp writes no metadata unless asked, so EXIF (GPS included), XMP and ICC
 * profiles are gone.
 */
export async function squarePhoto(bytes: Buffer, declaredType: string): Promise<SquarePhoto> {
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;
  let metadata: sharp.Metadata;
  try {
    // The header only: no pixel is decoded, so the size it declares can be read (and refused) whatever it is.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw refuse(PHOTO_MESSAGES.notAnImage);
  }
  const format = metadata.format as string;
  if (!(format in ACCEPTED)) throw refuse(PHOTO_MESSAGES.notAnImage);
  const declared = declaredType.split(';')[0].trim().toLowerCase();
  if (DECLARED[declared] !== format) {
    throw refuse(PHOTO_MESSAGES.typeMismatch(declared, ACCEPTED[format as Accepted]));
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > PHOTO_MAX_PIXELS) throw refuse(PHOTO_MESSAGES.tooManyPixels(width, height));
  const side = Math.min(PHOTO_MAX_SIDE, width, height);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, options)
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A header that reads well over pixels that do not (a truncated or corrupt file).
    throw refuse(PHOTO_MESSAGES.notAnImage);
  }
  return { webp, sha256: createHash('sha256').update(webp).digest('hex'), width: side, height: side };
}
