import { CAST_IMPORT_MESSAGES as M } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { readCastCsv } from './cast-csv';

describe('reading a cast file', () => {
  it('reads a header in any order and any case, with a BOM, CRLF, quotes and an extra column', () => {
    const csv =
      '\uFEFFTribe,NAME,Occupation,age,notes\r\nVatu,"Rizo Velovic, Jr.",Tech sales,25,fan\r\nKalo,Sue Smey,Flight attendant,59,\r\n';
    expect(readCastCsv(csv)).toEqual({
      fileProblems: [],
      rows: [
        { row: 2, name: 'Rizo Velovic, Jr.', age: 25, occupation: 'Tech sales', tribe: 'Vatu', problems: [] },
        { row: 3, name: 'Sue Smey', age: 59, occupation: 'Flight attendant', tribe: 'Kalo', problems: [] },
      ],
    });
  });

  it('numbers rows as a spreadsheet does, counting blank rows it skips', () => {
    const { rows } = readCastCsv('name,age,occupation,tribe\nA,30,Chef,Vatu\n,,,\n\nB,31,Nurse,Kalo\n');
    expect(rows.map((r) => [r.row, r.name])).toEqual([
      [2, 'A'],
      [5, 'B'],
    ]);
  });

  it('takes the separator from the header row: semicolons from a European spreadsheet, tabs from a paste', () => {
    expect(readCastCsv('name;age;occupation;tribe\nA;30;Chef, baker;Vatu').rows[0]).toMatchObject({
      occupation: 'Chef, baker',
      problems: [],
    });
    expect(readCastCsv('name\tage\toccupation\ttribe\nA\t30\tChef\tVatu').rows[0]).toMatchObject({ problems: [] });
  });

  it('a missing column is a problem of row 1, and no row is read', () => {
    expect(readCastCsv('name,occupation,tribe\nA,Chef,Vatu')).toEqual({
      fileProblems: [M.missingColumn('age')],
      rows: [],
    });
    expect(readCastCsv('name,age,age,occupation,tribe\n').fileProblems).toEqual([M.duplicateColumn('age')]);
  });

  it('an empty file, or a header alone, has no castaways', () => {
    expect(readCastCsv('').fileProblems).toContain(M.missingColumn('name'));
    expect(readCastCsv('name,age,occupation,tribe\n').fileProblems).toEqual([M.noRows]);
  });

  it('a file that is not CSV names the row where reading stopped', () => {
    expect(readCastCsv('name,age,occupation,tribe\nA,30,Chef,Vatu\n"B,31,Nurse,Kalo\n').fileProblems).toEqual([
      M.unreadable(3, 'a quote is opened and never closed'),
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
  ])('%s is a problem of its row', (_, line, problems) => {
    const { rows } = readCastCsv(`name,age,occupation,tribe\n${line}\n`);
    expect(rows[0]).toMatchObject({ row: 2, problems });
  });

  it('a name twice (whatever its case, spaces or dashes) and a tribe spelled two ways are problems of the later row', () => {
    const { rows } = readCastCsv(
      'name,age,occupation,tribe\nJean-Luc Cole,30,Chef,Vatu\nAnn Lee,31,Nurse,Kalo\njean luc  cole,32,Vet,Vatu\nBo,33,Pilot,vatu\n',
    );
    expect(rows.map((r) => r.problems)).toEqual([[], [], [M.duplicateName(2)], [M.tribeSpelling('Vatu', 2)]]);
  });
});
