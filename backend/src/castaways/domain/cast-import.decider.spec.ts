import { CASTAWAY_FIELDS_REQUIRED, castawayPhotoUrl } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { fold } from '../../event-store/decider';
import { deciderSpec } from '../../event-store/decider-spec';
import { CastLine, castawayDecider, planCastImport, tribesAt } from './castaway.decider';
import { CastawayAdded, CastawayEvent, CastawayPhotoChanged } from './castaway.events';

const spec = deciderSpec(castawayDecider);
const line = (name: string, tribe: string, age = 30): CastLine => ({ name, age, occupation: 'Chef', tribe });
const added = (castawayId: number, l: CastLine, imageUrl = ''): CastawayAdded => ({
  type: 'CastawayAdded',
  data: { season: 51, castawayId, ...l, imageUrl },
});
const HASH = 'a'.repeat(64);
const photo = { sha256: HASH, width: 512, height: 512, bytes: 9000 };
const photoChanged: CastawayPhotoChanged = {
  type: 'CastawayPhotoChanged',
  data: { season: 51, castawayId: 51001, ...photo },
};

describe('importing a cast file', () => {
  it('a new season: every line is a castaway added with its starting tribe and no picture yet', () => {
    spec
      .given([])
      .when({ type: 'ImportCast', season: 51, cast: [line('Ann Lee', 'Vatu'), line('Bo Day', 'Kalo')] })
      .thenEmits([added(51001, line('Ann Lee', 'Vatu')), added(51002, line('Bo Day', 'Kalo'))]);
  });

  it('the same file again emits nothing: each line matches its castaway by name and nothing differs', () => {
    spec
      .given([added(51001, line('Ann Lee', 'Vatu')), photoChanged])
      .when({ type: 'ImportCast', season: 51, cast: [line('Ann Lee', 'Vatu')] })
      .thenEmits([]);
  });

  it('a corrected line updates its castaway, keeping the uploaded photo, and a new line adds after the highest id', () => {
    spec
      .given([added(51001, line('Ann Lee', 'Vatu')), photoChanged])
      .when({ type: 'ImportCast', season: 51, cast: [line('Ann LEE', 'Kalo', 31), line('Bo Day', 'Kalo')] })
      .thenEmits([
        {
          type: 'CastawayUpdated',
          data: {
            season: 51,
            castawayId: 51001,
            ...line('Ann LEE', 'Kalo', 31),
            imageUrl: castawayPhotoUrl(51001, HASH),
          },
        },
        added(51002, line('Bo Day', 'Kalo')),
      ]);
  });

  it("episode 1's tribes are the file's, even over an earlier change recorded from episode 1", () => {
    const history: CastawayEvent[] = [
      added(51001, line('Ann Lee', 'Vatu')),
      { type: 'TribesChanged', data: { season: 51, fromEpisode: 1, tribes: { 51001: 'Kalo' } } },
    ];
    const events = castawayDecider.decide(
      { type: 'ImportCast', season: 51, cast: [line('Ann Lee', 'Vatu')] },
      fold(castawayDecider, history),
    );
    expect(events).toEqual([
      { type: 'TribesChanged', data: { season: 51, fromEpisode: 1, tribes: { 51001: 'Vatu' } } },
    ]);
    const after = fold(castawayDecider, [...history, ...events]);
    expect(tribesAt(after, 1).get(51001)).toBe('Vatu');
    expect(planCastImport(after, [line('Ann Lee', 'Vatu')])).toEqual([{ action: 'unchanged', castawayId: 51001 }]);
  });

  it('the plan says what saving would do with each line', () => {
    const state = fold(castawayDecider, [added(51001, line('Ann Lee', 'Vatu')), added(51002, line('Bo Day', 'Kalo'))]);
    expect(planCastImport(state, [line('Ann Lee', 'Vatu'), line('bo-day', 'Kalo'), line('Cy Fox', 'Vatu')])).toEqual([
      { action: 'unchanged', castawayId: 51001 },
      { action: 'update', castawayId: 51002 },
      { action: 'add', castawayId: null },
    ]);
  });
});

describe("a castaway's photo", () => {
  it('an upload points the castaway at the photo; the same photo again changes nothing', () => {
    spec
      .given([added(51001, line('Ann Lee', 'Vatu'))])
      .when({ type: 'ChangeCastawayPhoto', season: 51, castawayId: 51001, photo })
      .thenEmits([photoChanged]);
    spec
      .given([added(51001, line('Ann Lee', 'Vatu')), photoChanged])
      .when({ type: 'ChangeCastawayPhoto', season: 51, castawayId: 51001, photo })
      .thenEmits([]);
    const state = fold(castawayDecider, [added(51001, line('Ann Lee', 'Vatu'), '/castaways/a.svg'), photoChanged]);
    expect(state.castaways.get(51001)?.imageUrl).toBe(castawayPhotoUrl(51001, HASH));
  });

  it('a castaway not in the season has no photo to change', () => {
    spec
      .given([])
      .when({ type: 'ChangeCastawayPhoto', season: 51, castawayId: 51001, photo })
      .thenThrows(404, 'Castaway not found.');
  });
});

describe('editing an imported castaway', () => {
  const edit = (imageUrl: string) => ({
    type: 'UpdateCastaway' as const,
    season: 51,
    castawayId: 51001,
    fields: { ...line('Ann Lee', 'Vatu', 31), imageUrl },
  });

  it('without a picture yet, it is saved with no image URL and keeps its initials', () => {
    spec
      .given([added(51001, line('Ann Lee', 'Vatu'))])
      .when(edit(''))
      .thenEmits([{ type: 'CastawayUpdated', data: { season: 51, castawayId: 51001, ...edit('').fields } }]);
  });

  it('once it has a photo, an empty image URL is refused with the five-fields text', () => {
    spec
      .given([added(51001, line('Ann Lee', 'Vatu')), photoChanged])
      .when(edit(''))
      .thenThrows(400, CASTAWAY_FIELDS_REQUIRED);
  });
});
