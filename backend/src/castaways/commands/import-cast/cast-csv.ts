import {
  CAST_CSV_COLUMNS,
  CAST_CSV_MAX_RECORDS,
  CAST_CSV_MAX_ROW_BYTES,
  CAST_IMPORT_MAX_ROWS,
  type CastCsvColumn,
  castawayNameKey,
  CAST_IMPORT_MESSAGES as M,
} from '@tribal/contracts';
import { CsvError, type InfoRecord, parse } from 'csv-parse';

/** One castaway row of a cast file, as read and checked on its own and against the rows above it. */
export interface CastCsvRow {
  /** as a spreadsheet counts: the header is row 1 */
  row: number;
  name: string;
  age: number | null;
  occupation: string;
  tribe: string;
  problems: string[];
}

export interface CastCsv {
  fileProblems: string[];
  rows: CastCsvRow[];
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const WHOLE_AGE = /^\d{1,3}$/;
const LIMITS = { name: 80, occupation: 120, tribe: 60 } as const;
/**
 * The file goes to the parser in slices, with a turn of the event loop between them, so that other requests are
 * answered while a large file is read (review 2026-11-26 N7: 256 KB of blank lines read in one go held the process
 * for 12 s). The slowest text to parse is rows of another length than the header's (",\n"): the parser builds an
 * error object for each, about 30 to 60 µs, so a slice holds at most about a hundred of them.
 */
const SLICE_BYTES = 256;

/**
 * A spreadsheet saved as CSV in a locale whose decimal mark is a comma separates with semicolons, and a copy from a
 * table pastes tabs: the header row says which (it never needs quoting). Blank lines above it are skipped.
 */
function delimiterOf(text: string): string {
  const header = /^\uFEFF?[\r\n]*([^\r\n]*)/.exec(text)?.[1] ?? '';
  if (header.includes(',')) return ',';
  if (header.includes('\t')) return '\t';
  return header.includes(';') ? ';' : ',';
}

/** A record's fields and its row as a spreadsheet numbers it (blank lines count, quoted line breaks do not). */
interface CsvRecord {
  fields: string[];
  row: number;
}

const rowOf = (info: { records?: number; empty_lines?: number }) => (info.records ?? 0) + (info.empty_lines ?? 0);

/**
 * The file's records, the header first. Reading stops after CAST_CSV_MAX_RECORDS + 1 rows under the header (one
 * more than allowed says that the file holds too many). Blank lines are skipped by the parser, where they cost
 * nothing, and counted in the row numbers.
 */
async function readRecords(text: string): Promise<{ records: CsvRecord[] } | { problem: string }> {
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(text),
    relax_column_count: true,
    trim: true,
    skip_empty_lines: true,
    max_record_size: CAST_CSV_MAX_ROW_BYTES,
    // the header, the most rows read, and one more that says the file holds more
    to: CAST_CSV_MAX_RECORDS + 2,
    info: true,
  });
  const records: CsvRecord[] = [];
  parser.on('data', ({ record, info }: { record: string[]; info: InfoRecord }) => {
    records.push({ fields: record, row: rowOf(info) });
  });
  // Settled as soon as the parser stops, so that an error while slices are still being written is never unhandled.
  const stopped = new Promise<unknown>((resolve) => {
    parser.once('end', () => resolve(undefined));
    parser.once('close', () => resolve(undefined));
    parser.once('error', resolve);
  });
  const bytes = Buffer.from(text);
  // `writable` turns false once the parser has stopped: at the row limit, or on an error.
  for (let at = 0; at < bytes.length && parser.writable; at += SLICE_BYTES) {
    parser.write(bytes.subarray(at, at + SLICE_BYTES));
    await new Promise(setImmediate);
  }
  if (parser.writable) parser.end();
  const error = await stopped;
  if (error === undefined) return { records };
  if (!(error instanceof CsvError)) throw error;
  const row = rowOf(error as { records?: number; empty_lines?: number }) + 1;
  const reason =
    error.code === 'CSV_QUOTE_NOT_CLOSED'
      ? M.quoteNotClosed
      : error.code === 'INVALID_OPENING_QUOTE'
        ? M.quoteInField
        : error.code === 'CSV_MAX_RECORD_SIZE'
          ? M.rowTooLong
          : error.message;
  return { problem: M.unreadable(row, reason) };
}

/** Where each column is, from a header row in any order and any case; problems for a missing or doubled column. */
function columnsOf(header: string[]): { at: Record<CastCsvColumn, number> } | { problems: string[] } {
  const names = header.map((h) => h.trim().toLowerCase());
  const problems: string[] = [];
  const at = {} as Record<CastCsvColumn, number>;
  for (const column of CAST_CSV_COLUMNS) {
    const index = names.indexOf(column);
    if (index < 0) problems.push(M.missingColumn(column));
    else if (names.indexOf(column, index + 1) >= 0) problems.push(M.duplicateColumn(column));
    at[column] = index;
  }
  return problems.length ? { problems } : { at };
}

function textProblems(column: keyof typeof LIMITS, value: string, empty: string, tooLong: string): string[] {
  if (!value) return [empty];
  if (value.length > LIMITS[column]) return [tooLong];
  return CONTROL.test(value) ? [M.controlCharacters(column)] : [];
}

/**
 * Reads a cast file: a header row naming name, age, occupation and tribe (any order, any case; other columns are
 * ignored), then one row per castaway. Each row carries its parsed values and every problem found, so the admin
 * sees them all at once. Tribes are free-form per season (the file is where a new season's tribes come from), so an
 * "unknown" tribe is one that cannot be a tribe's name: empty, too long, with control characters, or spelled
 * otherwise than in an earlier row ("vatu " after "Vatu": one tribe, mistyped).
 */
export async function readCastCsv(text: string): Promise<CastCsv> {
  const read = await readRecords(text);
  if ('problem' in read) return { fileProblems: [read.problem], rows: [] };
  const [{ fields: header } = { fields: [] }, ...all] = read.records;
  const columns = columnsOf(header);
  if ('problems' in columns) return { fileProblems: columns.problems, rows: [] };
  const { at } = columns;

  const rows: CastCsvRow[] = [];
  const rowOfName = new Map<string, number>();
  const tribeSpelling = new Map<string, { tribe: string; row: number }>();
  const records = all.slice(0, CAST_CSV_MAX_RECORDS);
  for (const { fields, row } of records) {
    // A spreadsheet's empty row (",,,") is no castaway; the numbering still counts it.
    if (fields.every((field) => field === '')) continue;
    const value = (column: CastCsvColumn) => fields[at[column]] ?? '';
    const name = value('name');
    const ageText = value('age');
    const occupation = value('occupation');
    const tribe = value('tribe');
    const problems: string[] = [];
    if (fields.length > header.length) problems.push(M.extraFields(fields.length, header.length));

    problems.push(...textProblems('name', name, M.emptyName, M.nameTooLong));
    const nameKey = castawayNameKey(name);
    const firstRow = rowOfName.get(nameKey);
    if (name && firstRow !== undefined) problems.push(M.duplicateName(firstRow));
    else if (name) rowOfName.set(nameKey, row);

    const age = WHOLE_AGE.test(ageText) && Number(ageText) >= 1 && Number(ageText) <= 120 ? Number(ageText) : null;
    if (age === null) problems.push(M.invalidAge(ageText));

    problems.push(...textProblems('occupation', occupation, M.emptyOccupation, M.occupationTooLong));

    const tribeProblems = textProblems('tribe', tribe, M.emptyTribe, M.tribeTooLong);
    problems.push(...tribeProblems);
    if (tribeProblems.length === 0) {
      const first = tribeSpelling.get(castawayNameKey(tribe));
      if (!first) tribeSpelling.set(castawayNameKey(tribe), { tribe, row });
      else if (first.tribe !== tribe) problems.push(M.tribeSpelling(first.tribe, first.row));
    }
    rows.push({ row, name, age, occupation, tribe, problems });
  }

  const fileProblems: string[] = [];
  if (all.length > CAST_CSV_MAX_RECORDS) fileProblems.push(M.tooManyRecords);
  if (rows.length === 0) fileProblems.push(M.noRows);
  if (rows.length > CAST_IMPORT_MAX_ROWS) fileProblems.push(M.tooManyRows);
  return { fileProblems, rows };
}
