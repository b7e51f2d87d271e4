import { z } from 'zod';

/**
 * Opening a season: the cast imported from a CSV (`POST /api/seasons/{n}/cast`). Castaway photos' rules are in
 * `castaway-photos.ts`.
 */

/** The columns a cast file must have (its header row names them, in any order and any case). */
export const CAST_CSV_COLUMNS = ['name', 'age', 'occupation', 'tribe'] as const;
export type CastCsvColumn = (typeof CAST_CSV_COLUMNS)[number];
/** A season has about 18 to 24 castaways; the bulk form's bound. */
export const CAST_IMPORT_MAX_ROWS = 200;
export const CAST_CSV_MAX_BYTES = 256 * 1024;
/** One row (a record, quoted line breaks included) at most. */
export const CAST_CSV_MAX_ROW_BYTES = 64 * 1024;
/**
 * Rows read under the header at most, empty ones (",,,", a spreadsheet's formatted but unused rows) included;
 * blank lines are skipped free. Reading stops there: a file of tiny rows cannot keep the server parsing.
 */
export const CAST_CSV_MAX_RECORDS = CAST_IMPORT_MAX_ROWS * 5;

const dryRunMessage = 'dryRun must be true or false';
/** `?dryRun=true` previews the import and saves nothing. */
export const CastImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: dryRunMessage })
    .optional()
    .transform((v) => v === 'true'),
});

/** What saving a row does: a castaway added, one whose details change, or one already as the file says. */
const CastImportActionSchema = z.enum(['add', 'update', 'unchanged']);
export type CastImportAction = z.infer<typeof CastImportActionSchema>;

/**
 * One data row of the file. `row` counts as a spreadsheet does: the header is row 1, the first castaway row 2.
 * Values are as read (trimmed); `age` is null when it is not a valid age.
 */
const CastImportRowSchema = z.object({
  row: z.number(),
  name: z.string(),
  age: z.number().nullable(),
  occupation: z.string(),
  tribe: z.string(),
  problems: z.array(z.string()),
  /** null while the row has problems */
  action: CastImportActionSchema.nullable(),
  /** the castaway this row matched by name (an update or unchanged), or null for an add */
  castawayId: z.number().nullable(),
});
export type CastImportRow = z.infer<typeof CastImportRowSchema>;

/** `POST /api/seasons/{n}/cast?dryRun=true`: what the import would do, and every problem, saving nothing. */
export const CastImportPreviewSchema = z.object({
  season: z.number(),
  /** problems of the whole file (unreadable, a missing column, no rows), each naming its row */
  fileProblems: z.array(z.string()),
  rows: z.array(CastImportRowSchema),
  counts: z.object({ add: z.number(), update: z.number(), unchanged: z.number() }),
  /** true when nothing stands in the way of saving */
  valid: z.boolean(),
});
export type CastImportPreview = z.infer<typeof CastImportPreviewSchema>;

export const CAST_IMPORT_MESSAGES = {
  notCsv: 'Send the cast as a text/csv body, or as a CSV file in the multipart field "file".',
  notUtf8: 'The cast file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
  tooLarge: `The cast file is over ${CAST_CSV_MAX_BYTES / 1024} KB.`,
  noRows: 'Row 2: the file has no castaways. Add one row per castaway under the header row.',
  tooManyRows: `The file has more than ${CAST_IMPORT_MAX_ROWS} castaways.`,
  tooManyRecords: `The file has more than ${CAST_CSV_MAX_RECORDS} rows under its header (empty rows such as ",,," count too): delete the empty rows.`,
  missingColumn: (column: string) =>
    `Row 1: the header row has no "${column}" column (it needs name, age, occupation and tribe).`,
  duplicateColumn: (column: string) => `Row 1: the header row names the "${column}" column twice.`,
  unreadable: (row: number, reason: string) => `Row ${row}: the file could not be read (${reason}).`,
  /** reasons of `unreadable` */
  quoteNotClosed: 'a quote is opened and never closed',
  quoteInField: 'a quote inside a field; put the whole field in quotes and double the quote',
  rowTooLong: `a row is longer than ${CAST_CSV_MAX_ROW_BYTES / 1024} KB`,
  emptyName: 'the name is empty',
  nameTooLong: 'the name is longer than 80 characters',
  duplicateName: (firstRow: number) => `the same name as row ${firstRow}`,
  twoRowsNamed: (name: string) => `Two rows name ${name}: each castaway comes once.`,
  invalidAge: (value: string) => `the age "${value}" is not a whole number from 1 to 120`,
  emptyOccupation: 'the occupation is empty',
  occupationTooLong: 'the occupation is longer than 120 characters',
  emptyTribe: 'the tribe is empty',
  tribeTooLong: 'the tribe is longer than 60 characters',
  controlCharacters: (column: string) => `the ${column} holds control characters`,
  tribeSpelling: (tribe: string, firstRow: number) => `the tribe is spelled "${tribe}" in row ${firstRow}`,
  tribeSpellingInSeason: (tribe: string, season: number) => `the tribe is spelled "${tribe}" in season ${season}`,
  extraFields: (found: number, expected: number) => `the row has ${found} fields, the header ${expected}`,
  /** The 400 of a save: the first problem, naming its row; `errors` lists them all. */
  rowProblem: (row: number, problem: string) => `Row ${row}: ${problem}.`,
} as const;

/** Where a castaway's uploaded photo is served: the content hash makes the URL immutable (cached for a year). */
export const castawayPhotoUrl = (castawayId: number, sha256: string) =>
  `/api/castaways/${castawayId}/photo?v=${sha256}`;

/**
 * The key a castaway's name is matched by, in a re-imported file and in photo file names: case, accents, and runs
 * of spaces, underscores and dashes do not count ("Jean-Luc  O'Neil" and "jean_luc o'neil" are one key).
 */
export function castawayNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** A photo file's name as a castaway name key: "Jean_Luc-ONeil.JPG" → "jean luc oneil". */
export function photoFileNameKey(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  return castawayNameKey(base.replace(/\.[^.]*$/, ''));
}
