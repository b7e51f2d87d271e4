import { describe, expect, it } from 'vitest';
import { StoredEvent } from '../../../event-store/stored-event';
import { buildLeagueRecord } from './league-record';

let position = 0;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 12, minute));
const event = (streamId: string, actor: string, type: string, data: object, minute = position): StoredEvent => ({
  position: ++position,
  streamId,
  streamVersion: position,
  type,
  data,
  metadata: { actor },
  occurredAt: at(minute),
});
const names: Record<number, string> = { 1: 'Theo', 2: 'Mila', 3: 'Kyle', 4: 'Sue' };
const context = (closed: boolean) => ({ castawayName: (id: number) => names[id], pickClosed: () => closed });

describe("the league's record", () => {
  const created = event('league-L', 'commissioner', 'LeagueCreated', {
    leagueId: 'L',
    name: 'Office Pool',
    commissioner: 'Sandra Diaz',
    season: 49,
    passwordHash: 'scrypt$secret',
    tribes: [],
    createdAt: at(0).toISOString(),
    commissionerEmail: 'sandra@example.com',
    awaitingActivation: true,
    commissionerEntry: { userName: 'sandra', survivorName: 'sandra', realName: 'Sandra Diaz', paymentMethod: 'Venmo' },
  });
  // Wednesday 4 March 2026, 8 pm EST, then Thursday.
  const wed = '2026-03-05T01:00:00.000Z';
  const thu = '2026-03-06T01:00:00.000Z';

  it('names a moved cutoff with both Eastern times, newest first, and who moved it', () => {
    const record = buildLeagueRecord(
      [
        created,
        event('league-L', 'admin', 'EliminationCutoffsSet', { leagueId: 'L', cutoffs: { '5': wed } }),
        event('league-L', 'commissioner', 'EliminationCutoffsSet', { leagueId: 'L', cutoffs: { '5': thu } }),
      ],
      context(false),
    );
    expect(record.map((line) => [line.actor, line.summary])).toEqual([
      ['commissioner', 'Cutoff of episode 5 moved from Wed Mar 4, 8:00 pm to Thu Mar 5, 8:00 pm ET'],
      ['admin', 'Cutoff of episode 5 set to Wed Mar 4, 8:00 pm ET'],
      ['commissioner', 'League created for season 49'],
    ]);
    expect(record[0]).toMatchObject({ before: 'Wed Mar 4, 8:00 pm ET', after: 'Thu Mar 5, 8:00 pm ET' });
  });

  it('says when the join code changed or was removed, never the code, and when the league moved on a season', () => {
    const record = buildLeagueRecord(
      [
        created,
        event('league-L', 'commissioner', 'JoinCodeSet', { leagueId: 'L', joinCode: 'tiki-torch' }),
        event('league-L', 'admin', 'JoinCodeSet', { leagueId: 'L', joinCode: null }),
        event('league-L', 'admin', 'LeagueContinued', {
          leagueId: 'L',
          fromSeason: 49,
          season: 50,
          continuedAt: at(9).toISOString(),
        }),
      ],
      context(false),
    );
    expect(record.slice(0, 3).map((line) => [line.actor, line.summary])).toEqual([
      ['admin', 'League carried on from season 49 into season 50'],
      ['admin', 'Join code removed: anyone may join'],
      ['commissioner', 'Join code changed'],
    ]);
    expect(JSON.stringify(record)).not.toContain('tiki-torch');
  });

  it("names a draft edit by the castaways that changed; a member's own draft and picks are not on it", () => {
    const record = buildLeagueRecord(
      [
        event('entry-L-49-e1', 'member:alice', 'DraftLockedIn', { leagueId: 'L', userName: 'alice', team: [1, 3, 4] }),
        event('entry-L-49-e1', 'commissioner', 'DraftEditedByAdmin', {
          leagueId: 'L',
          userName: 'alice',
          team: [2, 3, 4],
        }),
        event('picks-L-49-e1', 'member:alice', 'EliminationPickSubmitted', {
          leagueId: 'L',
          userName: 'alice',
          episode: 5,
          castawayId: 1,
        }),
      ],
      context(true),
    );
    expect(record).toEqual([
      {
        at: expect.any(String),
        actor: 'commissioner',
        summary: "alice's draft edited: Theo → Mila",
        before: 'Theo, Kyle, Sue',
        after: 'Mila, Kyle, Sue',
      },
    ]);
  });

  it("a commissioner's draft edit says from which episode it counts (issue 33); the admin's counts for the season", () => {
    const record = buildLeagueRecord(
      [
        event('entry-L-49-e2', 'member:bob', 'DraftLockedIn', { leagueId: 'L', userName: 'bob', team: [1, 3, 4] }),
        event('entry-L-49-e2', 'commissioner', 'DraftEditedByAdmin', {
          leagueId: 'L',
          userName: 'bob',
          team: [2, 3, 4],
          effectiveFromEpisode: 4,
        }),
        event('entry-L-49-e2', 'admin', 'DraftEditedByAdmin', {
          leagueId: 'L',
          userName: 'bob',
          team: [1, 3, 4],
          effectiveFromEpisode: 1,
        }),
      ],
      context(true),
    );
    expect(record.map((line) => line.summary)).toEqual([
      "bob's draft edited: Mila → Theo",
      "bob's draft edited: Theo → Mila (counts from episode 4)",
    ]);
  });

  it("a pick corrected before the episode's picks close says so without naming a castaway; after, it names both", () => {
    const events = [
      event('picks-L-49-e1', 'member:alice', 'EliminationPickSubmitted', {
        leagueId: 'L',
        userName: 'alice',
        episode: 5,
        castawayId: 1,
      }),
      event('picks-L-49-e1', 'admin', 'EliminationPickCorrected', {
        leagueId: 'L',
        userName: 'alice',
        episode: 5,
        castawayId: 2,
      }),
    ];
    const sealed = buildLeagueRecord(events, context(false));
    expect(sealed).toEqual([
      {
        at: expect.any(String),
        actor: 'admin',
        summary: "alice's pick for episode 5 corrected (shown once the episode's picks close)",
      },
    ]);
    expect(JSON.stringify(sealed)).not.toMatch(/Theo|Mila/);
    expect(buildLeagueRecord(events, context(true))[0]).toMatchObject({
      summary: "alice's pick for episode 5 corrected: Theo → Mila",
      before: 'Theo',
      after: 'Mila',
    });
  });

  it('never shows a real name, an email or a password digest', () => {
    const record = buildLeagueRecord(
      [
        created,
        event('league-L', 'commissioner', 'LeagueActivated', { leagueId: 'L', activatedAt: at(1).toISOString() }),
        event('league-L', 'commissioner', 'CommissionerHandedOver', {
          leagueId: 'L',
          fromUserName: 'sandra',
          toUserName: 'richard',
          toEmail: 'richard@example.com',
          handedOverAt: at(2).toISOString(),
        }),
        event('member-L-bob', 'admin', 'MemberRemoved', { leagueId: 'L', season: 49, userName: 'bob' }),
      ],
      context(true),
    );
    const text = JSON.stringify(record);
    expect(text).not.toMatch(/@|Sandra Diaz|scrypt/);
    expect(record.map((line) => line.summary)).toEqual([
      'bob removed from the league',
      'League handed over from sandra to richard',
      'League activated by its commissioner',
      'League created for season 49',
    ]);
  });

  it("names whose chat message was hidden and who was muted until when, never a message's text (issue 31)", () => {
    const record = buildLeagueRecord(
      [
        event('chat-message-L-7', 'chat:russell', 'ChatMessageSent', {
          leagueId: 'L',
          season: 49,
          messageId: '7',
          authorKey: 'entry:e2',
          userName: 'russell',
          text: 'Spoiler: Rob goes home',
          sentAt: at(1).toISOString(),
          moment: null,
        }),
        event('chat-message-L-7', 'commissioner', 'ChatMessageHidden', {
          leagueId: 'L',
          messageId: '7',
          userName: 'russell',
          hiddenAt: at(2).toISOString(),
        }),
        event('chat-member-L-x', 'admin', 'MemberMutedInChat', {
          leagueId: 'L',
          userName: 'russell',
          mutedUntil: '2026-03-05T01:00:00.000Z',
          mutedAt: at(3).toISOString(),
        }),
        event('chat-settings-L', 'commissioner', 'ChatSettingsSet', {
          leagueId: 'L',
          openToVisitors: true,
          setAt: at(4).toISOString(),
        }),
      ],
      context(true),
    );
    expect(record.map((line) => [line.actor, line.summary])).toEqual([
      ['commissioner', 'Chat opened to visitors'],
      ['admin', 'russell muted in the chat until Wed Mar 4, 8:00 pm ET'],
      ['commissioner', 'Chat message by russell hidden'],
    ]);
    expect(JSON.stringify(record)).not.toContain('Rob goes home');
  });
});
