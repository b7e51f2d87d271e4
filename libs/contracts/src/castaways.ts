import { z } from 'zod';
import { nameText } from './common';

/** A castaway id in a path (`/api/castaways/{castawayId}/…`): a positive whole number PostgreSQL's integer holds. */
export const CastawayIdSchema = z.coerce
  .number({ message: 'castawayId must be a number' })
  .int()
  .positive()
  .max(2 ** 31 - 1);

export const CastawaySchema = z.object({
  id: z.number(),
  season: z.number(),
  name: z.string(),
  age: z.number(),
  occupation: z.string(),
  tribe: z.string(),
  imageUrl: z.string(),
});
export type Castaway = z.infer<typeof CastawaySchema>;

export const BULK_ADD_NO_VALID_ROW = 'Please fill out at least one valid row.';
export const CASTAWAY_FIELDS_REQUIRED = 'All five fields are required: name, age, occupation, tribe and image URL.';

const age = z.coerce
  .number({ message: 'age must be a whole number' })
  .int('age must be a whole number')
  .min(1, 'age must be between 1 and 120')
  .max(120, 'age must be between 1 and 120');
const text = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.string({ message: CASTAWAY_FIELDS_REQUIRED }).trim().min(1, CASTAWAY_FIELDS_REQUIRED).max(max);
/**
 * An image is an http(s) URL or a path the app serves itself: the sample cast under /castaways/, an uploaded photo
 * at /api/castaways/{id}/photo?v={hash} (so editing a castaway with a photo keeps it).
 */
const isImageUrl = (u: string) => /^https?:\/\/\S+$/i.test(u) || /^\/[\w\-./%]+(\?[\w\-.=&%]*)?$/.test(u);
const IMAGE_URL_INVALID = 'imageUrl must be an http(s) URL or a path on this site';
const imageUrl = text(2000).refine(isImageUrl, IMAGE_URL_INVALID);

/** The single Add/Edit form: all five fields required (spec §5), age a number. */
export const CastawayInputSchema = z.object({
  name: nameText(CASTAWAY_FIELDS_REQUIRED, 80),
  age,
  occupation: text(120),
  tribe: nameText(CASTAWAY_FIELDS_REQUIRED, 60),
  imageUrl,
});
export type CastawayInput = z.input<typeof CastawayInputSchema>;

/**
 * Editing a castaway (PUT): the same five fields, except that an empty image URL is accepted, and kept only for a
 * castaway who has no picture yet (one imported from a cast file shows its initials until a photo is uploaded). The
 * server refuses it, with the five-fields text, for a castaway who has a picture.
 */
export const CastawayEditSchema = CastawayInputSchema.extend({
  imageUrl: z
    .string({ message: CASTAWAY_FIELDS_REQUIRED })
    .trim()
    .max(2000)
    .refine((u) => u === '' || isImageUrl(u), IMAGE_URL_INVALID),
});

/**
 * A bulk row counts only when name, age, occupation and image URL are filled (tribe optional, spec §5); rows
 * that do not count are skipped. The server refuses a list with no counting row.
 */
export const BulkCastawayRowSchema = z.object({
  name: nameText(CASTAWAY_FIELDS_REQUIRED, 80, { optional: true }).optional(),
  age: z.union([z.number(), z.string()]).optional(),
  occupation: z.string().trim().max(120).optional(),
  tribe: nameText(CASTAWAY_FIELDS_REQUIRED, 60, { optional: true }).optional(),
  imageUrl: z.string().trim().max(2000).optional(),
});
type BulkCastawayRow = z.input<typeof BulkCastawayRowSchema>;

export function bulkRowCounts(row: BulkCastawayRow): boolean {
  return Boolean(row.name?.trim() && String(row.age ?? '').trim() && row.occupation?.trim() && row.imageUrl?.trim());
}

export const AddCastawaysRequestSchema = z.union([CastawayInputSchema, z.array(BulkCastawayRowSchema).max(200)]);
