import {
  CAST_IMPORT_MESSAGES,
  CASTAWAY_FIELDS_REQUIRED,
  type CastImportAction,
  castawayNameKey,
  castawayPhotoUrl,
  DRAFT_MESSAGES,
  HAPPENING_MESSAGES,
  MESSAGES,
} from '@tribal/contracts';
import { badRequest, conflict, notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { CastawayEvent, CastawayFields } from './castaway.events';

export interface CastawayState {
  /** castaway id -> fields, for castaways currently in the season */
  castaways: Map<number, CastawayFields>;
  /** ids are never reused, even after a delete: drafts and scores keep meaning what they meant */
  highestId: number;
  /** tribe swaps and merges in the order recorded */
  tribeChanges: Array<{ fromEpisode: number; tribes: Record<string, string> }>;
  /** castaway id -> SHA-256 of its uploaded photo */
  photos: Map<number, string>;
}

/** A castaway as a cast file gives it: everything but the picture. */
export type CastLine = Omit<CastawayFields, 'imageUrl'>;
export interface PhotoRef {
  sha256: string;
  width: number;
  height: number;
  bytes: number;
}

export type CastawayCommand =
  | { type: 'AddCastaways'; season: number; castaways: CastawayFields[] }
  | { type: 'UpdateCastaway'; season: number; castawayId: number; fields: CastawayFields }
  | { type: 'RemoveCastaway'; season: number; castawayId: number; onATeam: boolean }
  | { type: 'ChangeTribes'; season: number; fromEpisode: number; tribes: Record<string, string> }
  | { type: 'ImportCast'; season: number; cast: CastLine[] }
  | { type: 'ChangeCastawayPhoto'; season: number; castawayId: number; photo: PhotoRef };

/** Ids are globally unique and readable: season N's castaways are N001, N002, ... */
export const firstCastawayId = (season: number) => season * 1000 + 1;

const initialState = (): CastawayState => ({
  castaways: new Map(),
  highestId: 0,
  tribeChanges: [],
  photos: new Map(),
});

/**
 * Each castaway's tribe as of an episode: the latest change taking effect at or before it (a later record for the
 * same episode wins), else the starting tribe.
 */
export function tribesAt(state: CastawayState, episode: number): Map<number, string> {
  const tribes = new Map([...state.castaways].map(([id, fields]) => [id, fields.tribe]));
  const effective = state.tribeChanges
    .map((change, order) => ({ ...change, order }))
    .filter((c) => c.fromEpisode <= episode)
    .sort((a, b) => a.fromEpisode - b.fromEpisode || a.order - b.order);
  for (const change of effective) {
    for (const [id, tribe] of Object.entries(change.tribes)) {
      if (tribes.has(Number(id))) tribes.set(Number(id), tribe);
    }
  }
  return tribes;
}

function evolve(state: CastawayState, event: CastawayEvent): CastawayState {
  const castaways = new Map(state.castaways);
  switch (event.type) {
    case 'CastawayAdded':
    case 'CastawayUpdated': {
      const { season: _season, castawayId, ...fields } = event.data;
      castaways.set(castawayId, fields);
      return { ...state, castaways, highestId: Math.max(state.highestId, castawayId) };
    }
    case 'CastawayRemoved':
      castaways.delete(event.data.castawayId);
      return { ...state, castaways };
    case 'TribesChanged':
      return {
        ...state,
        tribeChanges: [...state.tribeChanges, { fromEpisode: event.data.fromEpisode, tribes: event.data.tribes }],
      };
    case 'CastawayPhotoChanged': {
      const { castawayId, sha256 } = event.data;
      const fields = castaways.get(castawayId);
      if (fields) castaways.set(castawayId, { ...fields, imageUrl: castawayPhotoUrl(castawayId, sha256) });
      return { ...state, castaways, photos: new Map(state.photos).set(castawayId, sha256) };
    }
  }
}

/**
 * What importing a cast file would do with each line: a castaway of the season whose name has the same key is the
 * same castaway (so a re-import matches, and a corrected spelling renames), unchanged when its details and its
 * tribe in episode 1 are already the file's; any other line adds a castaway.
 */
export function planCastImport(
  state: CastawayState,
  cast: readonly CastLine[],
): Array<{ action: CastImportAction; castawayId: number | null }> {
  const byKey = new Map<string, number>();
  for (const [id, fields] of state.castaways) {
    const key = castawayNameKey(fields.name);
    if (!byKey.has(key)) byKey.set(key, id);
  }
  const firstEpisodeTribes = tribesAt(state, 1);
  return cast.map((line) => {
    const castawayId = byKey.get(castawayNameKey(line.name)) ?? null;
    if (castawayId === null) return { action: 'add', castawayId };
    const current = state.castaways.get(castawayId) as CastawayFields;
    const same =
      current.name === line.name &&
      current.age === line.age &&
      current.occupation === line.occupation &&
      current.tribe === line.tribe &&
      firstEpisodeTribes.get(castawayId) === line.tribe;
    return { action: same ? 'unchanged' : 'update', castawayId };
  });
}

/**
 * A cast file's lines as events: new castaways added (no picture yet), changed ones updated (keeping their
 * picture), and, where an earlier change from episode 1 would override the file's starting tribe, a TribesChanged
 * from episode 1, so that episode 1's tribes are the file's. An unchanged line emits nothing: a re-import is a no-op.
 */
function decideImport(state: CastawayState, season: number, cast: readonly CastLine[]): CastawayEvent[] {
  const keys = new Set<string>();
  for (const line of cast) {
    const key = castawayNameKey(line.name);
    if (keys.has(key)) throw badRequest(CAST_IMPORT_MESSAGES.twoRowsNamed(line.name));
    keys.add(key);
  }
  const plan = planCastImport(state, cast);
  let next = Math.max(state.highestId + 1, firstCastawayId(season));
  const events: CastawayEvent[] = [];
  const ids: number[] = [];
  plan.forEach(({ action, castawayId }, i) => {
    const line = cast[i];
    if (action === 'add') {
      const id = next++;
      ids.push(id);
      events.push({ type: 'CastawayAdded', data: { season, castawayId: id, ...line, imageUrl: '' } });
    } else if (castawayId !== null) {
      ids.push(castawayId);
      const current = state.castaways.get(castawayId) as CastawayFields;
      const { name, age, occupation, tribe } = current;
      if (name !== line.name || age !== line.age || occupation !== line.occupation || tribe !== line.tribe) {
        events.push({
          type: 'CastawayUpdated',
          data: { season, castawayId, ...line, imageUrl: current.imageUrl },
        });
      }
    }
  });
  const afterwards = events.reduce(evolve, state);
  const firstEpisode = tribesAt(afterwards, 1);
  const overridden = Object.fromEntries(
    ids.map((id, i) => [String(id), cast[i].tribe]).filter(([id, tribe]) => firstEpisode.get(Number(id)) !== tribe),
  );
  if (Object.keys(overridden).length > 0) {
    events.push({ type: 'TribesChanged', data: { season, fromEpisode: 1, tribes: overridden } });
  }
  return events;
}

function decide(command: CastawayCommand, state: CastawayState): CastawayEvent[] {
  switch (command.type) {
    case 'AddCastaways': {
      let next = Math.max(state.highestId + 1, firstCastawayId(command.season));
      return command.castaways.map((fields) => ({
        type: 'CastawayAdded',
        data: { season: command.season, castawayId: next++, ...fields },
      }));
    }
    case 'UpdateCastaway': {
      const current = state.castaways.get(command.castawayId);
      if (!current) throw notFound(MESSAGES.castawayNotFound);
      // No image URL keeps the initials of a castaway who has no picture (an imported one); a picture stays required.
      if (command.fields.imageUrl === '' && current.imageUrl !== '') {
        throw badRequest(CASTAWAY_FIELDS_REQUIRED, 'imageUrl');
      }
      return [
        {
          type: 'CastawayUpdated',
          data: { season: command.season, castawayId: command.castawayId, ...command.fields },
        },
      ];
    }
    case 'RemoveCastaway':
      if (!state.castaways.has(command.castawayId)) throw notFound(MESSAGES.castawayNotFound);
      // Spec: deleting must not break a team; the admin edits those drafts first.
      if (command.onATeam) throw conflict(DRAFT_MESSAGES.castawayOnTeam);
      return [{ type: 'CastawayRemoved', data: { season: command.season, castawayId: command.castawayId } }];
    case 'ChangeTribes': {
      for (const id of Object.keys(command.tribes)) {
        if (!state.castaways.has(Number(id))) {
          throw badRequest(HAPPENING_MESSAGES.unknownCastaway(Number(id), command.season), `tribes.${id}`);
        }
      }
      return [
        {
          type: 'TribesChanged',
          data: { season: command.season, fromEpisode: command.fromEpisode, tribes: command.tribes },
        },
      ];
    }
    case 'ImportCast':
      return decideImport(state, command.season, command.cast);
    case 'ChangeCastawayPhoto': {
      const { season, castawayId, photo } = command;
      if (!state.castaways.has(castawayId)) throw notFound(MESSAGES.castawayNotFound);
      // The same photo again changes nothing (a retried upload, a re-run batch).
      if (state.photos.get(castawayId) === photo.sha256 && imageIsPhoto(state, castawayId, photo.sha256)) return [];
      return [{ type: 'CastawayPhotoChanged', data: { season, castawayId, ...photo } }];
    }
  }
}

/** Whether the castaway still shows that photo (the edit form may have set another image URL since). */
function imageIsPhoto(state: CastawayState, castawayId: number, sha256: string): boolean {
  return state.castaways.get(castawayId)?.imageUrl === castawayPhotoUrl(castawayId, sha256);
}

export const castawayDecider: Decider<CastawayState, CastawayCommand, CastawayEvent> = { initialState, evolve, decide };
