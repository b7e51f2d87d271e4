import { Decider } from '../../event-store/decider';
import { normalisedEmail } from '../../member-emails/domain/member-email.events';
import { PersonEvent } from './person.events';

export interface EntryOwnerState {
  /** the person the entry was last attached to, if any */
  email: string | null;
}

export type EntryOwnerCommand = {
  type: 'AttachEntryToPerson';
  leagueId: string;
  entryId: string;
  userName: string;
  email: string;
  now: Date;
};

/** Attaching an entry to the person who holds it already says nothing new (a second sign-in, a retried request). */
function decide(command: EntryOwnerCommand, state: EntryOwnerState): PersonEvent[] {
  const email = normalisedEmail(command.email);
  if (state.email === email) return [];
  return [
    {
      type: 'EntryAttachedToPerson',
      data: {
        leagueId: command.leagueId,
        entryId: command.entryId,
        userName: command.userName,
        email,
        attachedAt: command.now.toISOString(),
      },
    },
  ];
}

const evolve = (_: EntryOwnerState, event: PersonEvent): EntryOwnerState => ({ email: event.data.email });

export const entryOwnerDecider: Decider<EntryOwnerState, EntryOwnerCommand, PersonEvent> = {
  initialState: () => ({ email: null }),
  evolve,
  decide,
};
