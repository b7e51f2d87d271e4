import { DRAFT_MESSAGES, HAPPENING_MESSAGES } from '@tribal/contracts';
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
}

export type CastawayCommand =
  | { type: 'AddCastaways'; season: number; castaways: CastawayFields[] }
  | { type: 'UpdateCastaway'; season: number; castawayId: number; fields: CastawayFields }
  | { type: 'RemoveCastaway'; season: number; castawayId: number; onATeam: boolean }
  | { type: 'ChangeTribes'; season: number; fromEpisode: number; tribes: Record<string, string> };

export const CASTAWAY_NOT_FOUND = 'Castaway not found.';

/** Ids are globally unique and readable: season N's castaways are N001, N002, ... */
export const firstCastawayId = (season: number) => season * 1000 + 1;

const initialState = (): CastawayState => ({ castaways: new Map(), highestId: 0, tribeChanges: [] });

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
  }
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
    case 'UpdateCastaway':
      if (!state.castaways.has(command.castawayId)) throw notFound(CASTAWAY_NOT_FOUND);
      return [
        {
          type: 'CastawayUpdated',
          data: { season: command.season, castawayId: command.castawayId, ...command.fields },
        },
      ];
    case 'RemoveCastaway':
      if (!state.castaways.has(command.castawayId)) throw notFound(CASTAWAY_NOT_FOUND);
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
  }
}

export const castawayDecider: Decider<CastawayState, CastawayCommand, CastawayEvent> = { initialState, evolve, decide };
