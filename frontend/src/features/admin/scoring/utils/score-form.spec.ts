import { scoreRecordPoints } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildEpisodeRecords,
  emptyFormRow,
  formRowFromRecord,
  IMMUNITY_CHOICES,
  recordFromFormRow,
  type ScoreFormRow,
} from './score-form';

const row = (change: (r: ScoreFormRow) => void): ScoreFormRow => {
  const r = emptyFormRow();
  change(r);
  return r;
};
const names = (id: string) => `Castaway ${id}`;

describe('the admin scoring grid', () => {
  it('a tribe immunity win typed into a row is worth one point', () => {
    const r = row((x) => {
      x.counts.tribeImmunityWins = '1';
    });
    expect(scoreRecordPoints(recordFromFormRow(r)).total).toBe(1);
  });

  it('an empty count means 0 (spec §5: whole numbers, default 0)', () => {
    const r = row((x) => {
      x.counts.votesAgainst = '';
    });
    expect(recordFromFormRow(r).votesAgainst).toBe(0);
  });

  it('two votes against, 9-left immunity and third place add up by the rubric', () => {
    const r = row((x) => {
      x.counts.votesAgainst = '2';
      x.immunity = '9';
      x.finalPlacement = 3;
    });
    expect(scoreRecordPoints(recordFromFormRow(r)).total).toBe(-1 + 5 + 5);
  });

  it('offers every immunity value plus 0, labelled by players remaining', () => {
    expect(IMMUNITY_CHOICES.map((c) => c.label)).toEqual([
      '0',
      '13 left: 3',
      '12 left: 3.5',
      '11 left: 4',
      '10 left: 4.5',
      '9 left: 5',
      '8 left: 5.5',
      '7 left: 6',
      '6 left: 6',
      '5 left: 7',
      '4 left: 7.5',
    ]);
  });

  it('a loaded record comes back as the same row (6 points shows as the first choice worth 6)', () => {
    const record = recordFromFormRow(
      row((x) => {
        x.counts.idolObtained = '1';
        x.immunity = '6';
        x.votedOut = true;
      }),
    );
    const again = formRowFromRecord(record);
    expect(again.immunity).toBe('7');
    expect(recordFromFormRow(again)).toEqual(record);
  });

  it('saving sends only castaways with something recorded', () => {
    const result = buildEpisodeRecords(
      {
        '1': row((x) => {
          x.counts.tribeImmunityWins = '1';
        }),
        '2': emptyFormRow(),
        '3': row((x) => {
          x.votedOut = true;
        }),
      },
      names,
    );
    expect(result.ok && Object.keys(result.records)).toEqual(['1', '3']);
    expect(result.ok && result.records['1']?.tribeImmunityWins).toBe(1);
  });

  it.each([
    ['a fraction', '1.5'],
    ['a negative count', '-1'],
    ['text', 'two'],
  ])('refuses %s and names the castaway', (_story, typed) => {
    const result = buildEpisodeRecords(
      {
        '7': row((x) => {
          x.counts.rightSideOfVote = typed;
        }),
      },
      names,
    );
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^Castaway 7: rightSideOfVote must be/) });
  });
});
