import { Injectable } from '@nestjs/common';
import { AppEvent } from '../../../app-events';
import { ProjectionContext } from '../../../event-store/projection';
import { RegisteredProjection } from '../../../event-store/registered-projection';
import { StoredEvent } from '../../../event-store/stored-event';
import { forgetLeagueStreams, recordLeagueStream } from './league-record.sql';

/** The events that name their league: an admin's or a commissioner's puts its stream in the league's record. */
type LeagueKeyed = Extract<AppEvent, { data: { leagueId: string } }>;
/** Every one of them, listed once: the compiler refuses this list when a league-keyed event is missing from it. */
const LEAGUE_KEYED: Record<LeagueKeyed['type'], true> = {
  LeagueCreated: true,
  LeagueActivated: true,
  CommissionerHandedOver: true,
  CommissionerEntryRecorded: true,
  LeagueMembersEmailed: true,
  JoinCodeSet: true,
  MemberJoined: true,
  MemberRemoved: true,
  EntryTokenIssued: true,
  EntryTokenRotated: true,
  DraftDeadlineSet: true,
  EliminationCutoffsSet: true,
  CommissionerSettingsSet: true,
  LeagueDeleted: true,
  LeagueContinued: true,
  DraftLockedIn: true,
  DraftEditedByAdmin: true,
  CastawaySwapped: true,
  EliminationPickSubmitted: true,
  EliminationPickCorrected: true,
  ReminderSent: true,
  // a member's own act (actor member-email): never in the record
  LeagueMailUnsubscribed: true,
  // a person's own act (actor person:<email>): never in the record
  EntryAttachedToPerson: true,
  ScoringTableChanged: true,
  // a member's own act (actor member:<name>): never in the record
  SolePredictionMade: true,
  // Issue 31: the manager's hides, mutes and chat settings are on the record (never a message's text); a message,
  // a report, a read mark and a reaction are a member's own act (actor chat:<name>), never in the record.
  ChatMessageSent: true,
  ChatMessageHidden: true,
  ChatMessageReported: true,
  MemberMutedInChat: true,
  ChatSettingsSet: true,
  ChatReadUpTo: true,
  ReactionSet: true,
};
const HANDLES = new Set(Object.keys(LEAGUE_KEYED) as Array<LeagueKeyed['type']>);

/**
 * `league_record_streams`: for each league, the streams (its own, a member's, a draft's, a member's picks) that
 * hold a change by the site admin or the commissioner. The record then reads just those streams, by their key,
 * instead of scanning the event store for a league's events.
 */
@Injectable()
export class LeagueRecordProjection extends RegisteredProjection<LeagueKeyed> {
  readonly name = 'league-record';
  readonly readTables = ['league_record_streams'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<LeagueKeyed>, { manager }: ProjectionContext): Promise<void> {
    const { leagueId } = event.data;
    if (event.type === 'LeagueDeleted') {
      await forgetLeagueStreams(manager, leagueId);
      return;
    }
    if (event.metadata.actor !== 'admin' && event.metadata.actor !== 'commissioner') return;
    await recordLeagueStream(manager, leagueId, event.streamId);
  }
}
