import { Decider } from '../../event-store/decider';
import { EmailConfirmedVia, MemberEmailEvent, normalisedEmail } from './member-email.events';

export interface MemberEmailState {
  confirmed: boolean;
  /** the leagues whose mail this address stopped */
  unsubscribedFrom: ReadonlySet<string>;
}

export type MemberEmailCommand =
  | { type: 'ConfirmEmail'; email: string; via: EmailConfirmedVia; now: Date }
  | { type: 'UnsubscribeFromLeagueMail'; email: string; leagueId: string; now: Date };

/** Both are facts about the address: saying them again (a second link, a second click) changes nothing. */
function decide(command: MemberEmailCommand, state: MemberEmailState): MemberEmailEvent[] {
  const email = normalisedEmail(command.email);
  switch (command.type) {
    case 'ConfirmEmail':
      return state.confirmed
        ? []
        : [{ type: 'EmailConfirmed', data: { email, via: command.via, confirmedAt: command.now.toISOString() } }];
    case 'UnsubscribeFromLeagueMail':
      return state.unsubscribedFrom.has(command.leagueId)
        ? []
        : [
            {
              type: 'LeagueMailUnsubscribed',
              data: { email, leagueId: command.leagueId, unsubscribedAt: command.now.toISOString() },
            },
          ];
  }
}

function evolve(state: MemberEmailState, event: MemberEmailEvent): MemberEmailState {
  switch (event.type) {
    case 'EmailConfirmed':
      return { ...state, confirmed: true };
    case 'LeagueMailUnsubscribed':
      return { ...state, unsubscribedFrom: new Set([...state.unsubscribedFrom, event.data.leagueId]) };
  }
}

export const memberEmailDecider: Decider<MemberEmailState, MemberEmailCommand, MemberEmailEvent> = {
  initialState: () => ({ confirmed: false, unsubscribedFrom: new Set() }),
  evolve,
  decide,
};
