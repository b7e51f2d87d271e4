import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@tribal/contracts';
import { badRequest } from '../../common/domain-error';
import { singleFileUpload } from '../../common/single-file-upload';
import { SquarePhoto, squarePhoto } from './square-photo';

/**
 * How a castaway photo upload is checked, in order (the limits are contracts' `castaway-photos.ts`):
 * 1. `PhotoUpload`: one multipart file in the `photo` field, refused over `PHOTO_MAX_BYTES` while it streams in;
 * 2. `checkedPhoto`: a file was chosen at all (a browser sends an empty part when none was);
 * 3. `squarePhoto`: its content is a JPEG, PNG or WebP image, its declared type agrees, its header declares at
 *    most `PHOTO_MAX_PIXELS`; then it is stored square, upright, without metadata, as WebP.
 */
export const PhotoUpload = singleFileUpload({
  field: 'photo',
  limits: { fileSize: PHOTO_MAX_BYTES },
  tooLarge: () => badRequest(PHOTO_MESSAGES.tooLarge, 'photo'),
  unreadable: (reason) => badRequest(`The upload was not understood: ${reason}.`, 'photo'),
});

export async function checkedPhoto(file: Express.Multer.File | undefined): Promise<SquarePhoto> {
  if (!file || file.size === 0) throw badRequest(PHOTO_MESSAGES.missing, 'photo');
  return squarePhoto(file.buffer, file.mimetype);
}
