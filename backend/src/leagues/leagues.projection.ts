import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import { entryIdOf, nameKeyOfMemberStream } from './domain/member.decider';
import {
  activateLeague,
  addEntryDevice,
  continueLeagueInto,
  deleteLeagueRows,
  handOverLeague,
  insertLeague,
  insertMember,
  removeMember,
  replaceEntryDevices,
  setCommissionerSettings,
  setDraftDeadline,
  setEliminationCutoffs,
  setJoinCode,
} from './leagues.sql';

/** How many devices (tokens) may open one entry at once; claiming an entry on one more signs out the oldest. */
export const MAX_ENTRY_DEVICES = 10;

const HANDLES = eventTypes(
  'LeagueCreated',
  'LeagueActivated',
  'CommissionerHandedOver',
  'MemberJoined',
  'EntryTokenIssued',
  'EntryTokenRotated',
  'MemberRemoved',
  'DraftDeadlineSet',
  'EliminationCutoffsSet',
  'CommissionerSettingsSet',
  'JoinCodeSet',
  'LeagueContinued',
  'LeagueDeleted',
);
type Handled = EventsIn<typeof HANDLES>;

/**
 * Read tables `leagues` and `league_members`: what the league lists, join and user look-ups read; and
 * `removed_entry_tokens`, the tokens of removed members (every route that takes an entry token tells them so, 403).
 */
@Injectable()
export class LeaguesProjection extends RegisteredProjection<Handled> {
  readonly name = 'leagues';
  readonly readTables = ['leagues', 'league_members', 'removed_entry_tokens'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'LeagueCreated': {
        const d = event.data;
        await insertLeague(manager, {
          id: d.leagueId,
          name: d.name,
          commissioner: d.commissioner,
          season: d.season,
          joinCode: d.joinCode ?? null,
          passwordHash: d.joinCode ? null : (d.passwordHash ?? null),
          tribes: d.tribes,
          createdAt: d.createdAt,
          commissionerEmail: d.commissionerEmail?.toLowerCase() ?? null,
          active: !d.awaitingActivation,
          // The commissioner's own entry (joined at activation) is the one that cannot be removed.
          commissionerUserName: d.commissionerEntry?.userName ?? null,
        });
        return;
      }
      case 'LeagueActivated':
        await activateLeague(manager, event.data.leagueId);
        return;
      case 'CommissionerHandedOver':
        await handOverLeague(manager, event.data.leagueId, event.data.toUserName, event.data.toEmail.toLowerCase());
        return;
      case 'MemberJoined': {
        const d = event.data;
        await insertMember(manager, {
          leagueId: d.leagueId,
          userName: d.userName,
          nameKey: nameKeyOfMemberStream(d.leagueId, event.streamId),
          survivorName: d.survivorName,
          realName: d.realName,
          email: d.email,
          paymentMethod: d.paymentMethod,
          entryId: entryIdOf(d.entryTokenHash),
          entryTokenHash: d.entryTokenHash,
          joinedAt: d.joinedAt,
        });
        return;
      }
      case 'EntryTokenIssued':
        // Devices signed in by link: the most recent MAX_ENTRY_DEVICES stay signed in, an older one drops out.
        await addEntryDevice(
          manager,
          event.data.leagueId,
          event.data.userName,
          event.data.entryTokenHash,
          MAX_ENTRY_DEVICES,
        );
        return;
      case 'EntryTokenRotated':
        await replaceEntryDevices(manager, event.data.leagueId, event.data.userName, event.data.entryTokenHash);
        return;
      case 'MemberRemoved':
        await removeMember(manager, event.data.leagueId, event.data.userName);
        return;
      case 'DraftDeadlineSet':
        await setDraftDeadline(manager, event.data.leagueId, event.data.draftDeadline);
        return;
      case 'EliminationCutoffsSet':
        await setEliminationCutoffs(manager, event.data.leagueId, event.data.cutoffs);
        return;
      case 'CommissionerSettingsSet': {
        const { leagueId, ...settings } = event.data;
        await setCommissionerSettings(manager, leagueId, settings);
        return;
      }
      case 'JoinCodeSet':
        await setJoinCode(manager, event.data.leagueId, event.data.joinCode);
        return;
      case 'LeagueContinued':
        await continueLeagueInto(manager, event.data.leagueId, event.data.season);
        return;
      case 'LeagueDeleted':
        await deleteLeagueRows(manager, event.data.leagueId);
        return;
    }
  }
}
