import { ELIMINATION_PICK_BONUS } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { drafted, given, joined, picked, scored } from './standings-spec';

describe('the elimination pick bonus (spec §9: correct elimination pick 3, in the total and as `eliminationPick`)', () => {
  it('is worth 3 points', () => {
    expect(ELIMINATION_PICK_BONUS).toBe(3);
  });

  it('Given a pick of castaway 1 for episode 3, When castaway 1 is voted out in episode 3, Then the picker gets +3 in total and breakdown', () => {
    given(drafted('Amanda', [4, 5, 6]), picked('Amanda', 3, 1), scored(3, { 1: -1 }, [1]))
      .whenStandingsAsOf()
      .thenRows([{ userName: 'Amanda', total: 3, breakdown: { 4: 0, 5: 0, 6: 0, eliminationPick: 3 } }]);
  });

  it('Given a pick of castaway 1 for episode 3, When castaway 2 is voted out instead, Then no bonus (eliminationPick 0)', () => {
    given(drafted('Amanda', [4, 5, 6]), picked('Amanda', 3, 1), scored(3, {}, [2]))
      .whenStandingsAsOf()
      .thenBreakdownOf('Amanda', { 4: 0, 5: 0, 6: 0, eliminationPick: 0 });
  });

  it('Given a pick of castaway 1 for episode 2, When castaway 1 is voted out in episode 3, Then no bonus: the pick names the episode', () => {
    given(drafted('Amanda', [4, 5, 6]), picked('Amanda', 2, 1), scored(2, { 1: 1 }), scored(3, {}, [1]))
      .whenStandingsAsOf()
      .thenTotals({ Amanda: 0 });
  });

  it('Given picks of castaways 1 and 2 for episode 5, When both go home in a double elimination, Then either name is right', () => {
    given(
      drafted('Amanda', [4, 5, 6]),
      drafted('Cirie', [7, 8, 9]),
      picked('Amanda', 5, 1),
      picked('Cirie', 5, 2),
      scored(5, {}, [1, 2]),
    )
      .whenStandingsAsOf()
      .thenTotals({ Amanda: 3, Cirie: 3 });
  });

  it('Given a correct pick in episodes 2 and 3, When both are scored, Then +3 for each', () => {
    given(
      drafted('Amanda', [4, 5, 6]),
      picked('Amanda', 2, 1),
      picked('Amanda', 3, 2),
      scored(2, {}, [1]),
      scored(3, {}, [2]),
    )
      .whenStandingsAsOf()
      .thenBreakdownOf('Amanda', { 4: 0, 5: 0, 6: 0, eliminationPick: 6 });
  });

  it('Given a pick for episode 3, When episode 3 is not scored yet, Then no bonus', () => {
    given(drafted('Amanda', [4, 5, 6]), picked('Amanda', 3, 1), scored(2, { 4: 1 }))
      .whenStandingsAsOf()
      .thenTotals({ Amanda: 1 });
  });

  it('Given a member without a team, When their pick is right, Then the bonus alone makes their breakdown', () => {
    given(joined('Sandra'), picked('Sandra', 3, 1), scored(3, {}, [1]))
      .whenStandingsAsOf()
      .thenRows([{ userName: 'Sandra', total: 3, breakdown: { eliminationPick: 3 } }]);
  });
});
