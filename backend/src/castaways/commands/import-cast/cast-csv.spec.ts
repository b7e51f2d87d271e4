import { CAST_CSV_MAX_RECORDS, CAST_CSV_MAX_ROW_BYTES, CAST_IMPORT_MESSAGES as M } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { readCastCsv } from './cast-csv';

describe('reading a cast file', () => {
  it('reads a header in any order and any case, with a BOM, CRLF, quotes and an extra column', async () => {
    const csv =
      '\uFEFFTribe,NAME,Occupation,age,notes\r\nVatu,"Rizo Velovic, Jr.",Tech sales,25,fan\r\nKalo,Sue Smey,Flight attendant,59,\r\n';
    expect(await readCastCsv(csv)).toEqual({
      fileProblems: [],
      rows: [
        { row: 2, name: 'Rizo Velovic, Jr.', age: 25, occupation: 'Tech sales', tribe: 'Vatu', problems: [] },
        { row: 3, name: 'Sue Smey', age: 59, occupation: 'Flight attendant', tribe: 'Kalo', problems: [] },
      ],
    });
  });

  it('numbers rows as a spreadsheet does, counting blank rows it skips', async () => {
    const { rows } = await readCastCsv('name,age,occupation,tribe\nA,30,Chef,Vatu\n,,,\n\nB,31,Nurse,Kalo\n');
    expect(rows.map((r) => [r.row, r.name])).toEqual([
      [2, 'A'],
      [5, 'B'],
    ]);
  });

  it('takes the separator from the header row: semicolons from a European spreadsheet, tabs from a paste', async () => {
    expect((await readCastCsv('name;age;occupation;tribe\nA;30;Chef, baker;Vatu')).rows[0]).toMatchObject({
      occupation: 'Chef, baker',
      problems: [],
    });
    expect((await readCastCsv('name\tage\toccupation\ttribe\nA\t30\tChef\tVatu')).rows[0]).toMatchObject({
      problems: [],
    });
  });

  it('a missing column is a problem of row 1, and no row is read', async () => {
    expect(await readCastCsv('name,occupation,tribe\nA,Chef,Vatu')).toEqual({
      fileProblems: [M.missingColumn('age')],
      rows: [],
    });
    expect((await readCastCsv('name,age,age,occupation,tribe\n')).fileProblems).toEqual([M.duplicateColumn('age')]);
  });

  it('an empty file, or a header alone, has no castaways', async () => {
    expect((await readCastCsv('')).fileProblems).toContain(M.missingColumn('name'));
    expect((await readCastCsv('name,age,occupation,tribe\n')).fileProblems).toEqual([M.noRows]);
  });

  it('a file that is not CSV names the row where reading stopped', async () => {
    expect((await readCastCsv('name,age,occupation,tribe\nA,30,Chef,Vatu\n"B,31,Nurse,Kalo\n')).fileProblems).toEqual([
      M.unreadable(3, M.quoteNotClosed),
    ]);
  });

  it.each([
    ['an empty name', ',30,Chef,Vatu', [M.emptyName]],
    ['an age that is not a number', 'A,thirty,Chef,Vatu', [M.invalidAge('thirty')]],
    ['an age out of range', 'A,0,Chef,Vatu', [M.invalidAge('0')]],
    ['a fractional age', 'A,30.5,Chef,Vatu', [M.invalidAge('30.5')]],
    ['a missing age (short row)', 'A', [M.invalidAge(''), M.emptyOccupation, M.emptyTribe]],
    ['an empty tribe', 'A,30,Chef,', [M.emptyTribe]],
    ['a tribe with a control character', 'A,30,Chef,"Va\tu"', [M.controlCharacters('tribe')]],
    ['a name over two lines', '"Ann\nLee",30,Chef,Vatu', [M.controlCharacters('name')]],
    ['more fields than the header', 'A,30,Chef,Vatu,x', [M.extraFields(5, 4)]],
    ['a name too long', `${'x'.repeat(81)},30,Chef,Vatu`, [M.nameTooLong]],
  ])('%s is a problem of its row', async (_, line, problems) => {
    const { rows } = await readCastCsv(`name,age,occupation,tribe\n${line}\n`);
    expect(rows[0]).toMatchObject({ row: 2, problems });
  });

  it('a name twice (whatever its case, spaces or dashes) and a tribe spelled two ways are problems of the later row', async () => {
    const { rows } = await readCastCsv(
      'name,age,occupation,tribe\nJean-Luc Cole,30,Chef,Vatu\nAnn Lee,31,Nurse,Kalo\njean luc  cole,32,Vet,Vatu\nBo,33,Pilot,vatu\n',
    );
    expect(rows.map((r) => r.problems)).toEqual([[], [], [M.duplicateName(2)], [M.tribeSpelling('Vatu', 2)]]);
  });

  it('skips blank lines (spaces, CRLF, above the header too) and counts them in the row numbers', async () => {
    const csv =
      '\r\nname;age;occupation;tribe\r\n   \r\nA;30;Chef;Vatu\r\n\r\n"B\r\nC";31;Nurse;Kalo\r\nD;32;Vet;Kalo\r\n';
    const { fileProblems, rows } = await readCastCsv(csv);
    expect(fileProblems).toEqual([]);
    expect(rows.map((r) => [r.row, r.name])).toEqual([
      [4, 'A'],
      [6, 'B\r\nC'],
      [7, 'D'],
    ]);
  });

  it('reads a file in slices: a character or a line end split between two slices is read whole', async () => {
    const filler = `${'Filler Name,40,Chef,Vatu\r\n'.repeat(600)}`;
    for (const shift of [0, 1, 2, 3]) {
      const csv = `name,age,occupation,tribe\r\n${'x'.repeat(shift)},1,a,Vatu\r\n${filler}Zoë Émile,30,Chef,Vatu\r\n`;
      const { rows } = await readCastCsv(csv);
      expect(rows.at(-1)).toMatchObject({ row: 603, name: 'Zoë Émile', problems: [] });
    }
  });

  it('a row over the size limit makes the file unreadable, naming the row', async () => {
    const csv = `name,age,occupation,tribe\nA,30,Chef,Vatu\n"${'x'.repeat(CAST_CSV_MAX_ROW_BYTES)}",31,Nurse,Kalo\n`;
    expect((await readCastCsv(csv)).fileProblems).toEqual([M.unreadable(3, M.rowTooLong)]);
  });

  it('reads at most the row limit under the header, empty rows included, and says when the file holds more', async () => {
    const header = 'name,age,occupation,tribe\n';
    const full = await readCastCsv(`${header}A,30,Chef,Vatu\n${',,,\n'.repeat(CAST_CSV_MAX_RECORDS - 1)}\n\n`);
    expect(full.fileProblems).toEqual([]);
    const over = await readCastCsv(`${header}A,30,Chef,Vatu\n${',,,\n'.repeat(CAST_CSV_MAX_RECORDS)}B,31,Nurse,Kalo\n`);
    expect(over.fileProblems).toEqual([M.tooManyRecords]);
    expect(over.rows.map((r) => r.name)).toEqual(['A']);
  });
});
