import { DRAFT_MESSAGES } from '@tribal/contracts';
import { conflict, notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { CastawayEvent, CastawayFields } from './castaway.events';

export interface CastawayState {
  /** castaway id -> fields, for castaways currently in the season */
  castaways: Map<number, CastawayFields>;
  /** ids are never reused, even after a delete: drafts and scores keep meaning what they meant */
  highestId: number;
}

export type CastawayCommand =
  | { type: 'AddCastaways'; season: number; castaways: CastawayFields[] }
  | { type: 'UpdateCastaway'; season: number; castawayId: number; fields: CastawayFields }
  | { type: 'RemoveCastaway'; season: number; castawayId: number; onATeam: boolean };

export const CASTAWAY_NOT_FOUND = 'Castaway not found.';

/** Ids are globally unique and readable: season 49's castaways are 49001, 49002, ... */
export const firstCastawayId = (season: number) => season * 1000 + 1;

const initialState = (): CastawayState => ({ castaways: new Map(), highestId: 0 });

function evolve(state: CastawayState, event: CastawayEvent): CastawayState {
  const castaways = new Map(state.castaways);
  switch (event.type) {
    case 'CastawayAdded':
    case 'CastawayUpdated': {
      const { season: _season, castawayId, ...fields } = event.data;
      castaways.set(castawayId, fields);
      return { castaways, highestId: Math.max(state.highestId, castawayId) };
    }
    case 'CastawayRemoved':
      castaways.delete(event.data.castawayId);
      return { ...state, castaways };
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
  }
}

export const castawayDecider: Decider<CastawayState, CastawayCommand, CastawayEvent> = { initialState, evolve, decide };
