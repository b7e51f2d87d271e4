import {
  CAST_CSV_COLUMNS,
  CAST_IMPORT_MAX_ROWS,
  type CastCsvColumn,
  castawayNameKey,
  CAST_IMPORT_MESSAGES as M,
} from '@tribal/contracts';
import { CsvError, parse } from 'csv-parse/sync';

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
 * A spreadsheet saved as CSV in a locale whose decimal mark is a comma separates with semicolons, and a copy from a
 * table pastes tabs: the header row says which (it never needs quoting).
 */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes('\t')) return '\t';
  return header.includes(';') ? ';' : ',';
}

function readRecords(text: string): { records: string[][] } | { problem: string } {
  try {
    const records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      trim: true,
      max_record_size: 64 * 1024,
    });
    return { records };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = Number((error as { records?: number }).records ?? 0) + 1;
    const reason =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quote is opened and never closed'
        : error.code === 'INVALID_OPENING_QUOTE'
          ? 'a quote inside a field; put the whole field in quotes and double the quote'
          : error.message;
    return { problem: M.unreadable(row, reason) };
  }
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
export function readCastCsv(text: string): CastCsv {
  const read = readRecords(text);
  if ('problem' in read) return { fileProblems: [read.problem], rows: [] };
  const [header = [], ...records] = read.records;
  const columns = columnsOf(header);
  if ('problems' in columns) return { fileProblems: columns.problems, rows: [] };
  const { at } = columns;

  const rows: CastCsvRow[] = [];
  const rowOfName = new Map<string, number>();
  const tribeSpelling = new Map<string, { tribe: string; row: number }>();
  records.forEach((fields, index) => {
    // A blank line, or a spreadsheet's empty row (",,,"), is no castaway; the numbering still counts it.
    if (fields.every((field) => field === '')) return;
    const row = index + 2;
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
  });

  const fileProblems: string[] = [];
  if (rows.length === 0) fileProblems.push(M.noRows);
  if (rows.length > CAST_IMPORT_MAX_ROWS) fileProblems.push(M.tooManyRows);
  return { fileProblems, rows };
}
