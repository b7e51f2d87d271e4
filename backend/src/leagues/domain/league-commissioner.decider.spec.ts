import { LEAGUE_MANAGER_MESSAGES, MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { fold } from '../../event-store/decider';
import { deciderSpec } from '../../event-store/decider-spec';
import { isCommissioner, isCommissionersOwnEntry, LeagueState, leagueDecider } from './league.decider';
import { CommissionerHandedOver, LeagueActivated, LeagueEvent, LeagueMembersEmailed } from './league.events';
import { leagueCreated } from './league-spec-fixtures';

const createdAt = new Date('2026-02-20T12:00:00Z');
const started = leagueCreated(createdAt, {
  name: 'Office Pool',
  commissioner: 'Sandra',
  commissionerEmail: 'sandra@example.com',
  awaitingActivation: true,
  commissionerEntry: { userName: 'sandra', survivorName: 'sandra', realName: 'Sandra D', paymentMethod: 'Venmo' },
});
/** The commissioner's own entry, joined at activation: the league knows its commissioner by it. */
const SANDRAS_ENTRY = 'e-sandra';
const activated: LeagueActivated = {
  type: 'LeagueActivated',
  data: { leagueId: 'L1', activatedAt: createdAt.toISOString(), commissionerEntryId: SANDRAS_ENTRY },
};
const hours = (h: number) => new Date(createdAt.getTime() + h * 3600_000);
const spec = deciderSpec(leagueDecider);

describe('a self-serve league', () => {
  it('waits for activation: it takes no deadline and no member until its commissioner opens the link', () => {
    spec
      .given([started])
      .when({ type: 'SetDraftDeadline', draftDeadline: null, by: 'commissioner', now: hours(1) })
      .thenThrows(404, MESSAGES.leagueNotFound);
    spec
      .given([started])
      .when({ type: 'ActivateLeague', now: hours(1), commissionerEntryId: SANDRAS_ENTRY })
      .thenEmits([
        {
          type: 'LeagueActivated',
          data: { leagueId: 'L1', activatedAt: hours(1).toISOString(), commissionerEntryId: SANDRAS_ENTRY },
        },
      ]);
  });

  it('is activated once: the link used again answers 410', () => {
    spec
      .given([started, activated])
      .when({ type: 'ActivateLeague', now: hours(2), commissionerEntryId: 'e-other' })
      .thenThrows(410, LEAGUE_MANAGER_MESSAGES.activationGone);
  });

  it('is removed 48 hours after it was started if nobody activated it, and only then', () => {
    spec
      .given([started])
      .when({ type: 'ExpireLeague', now: hours(47.9) })
      .thenEmits([]);
    spec
      .given([started])
      .when({ type: 'ExpireLeague', now: hours(48) })
      .thenEmits([{ type: 'LeagueDeleted', data: { leagueId: 'L1', reason: 'not-activated' } }]);
    spec
      .given([started, activated])
      .when({ type: 'ExpireLeague', now: hours(100) })
      .thenEmits([]);
    // A second sweeper finds it already gone and does nothing.
    spec
      .given([started, { type: 'LeagueDeleted', data: { leagueId: 'L1', reason: 'not-activated' } }])
      .when({ type: 'ExpireLeague', now: hours(100) })
      .thenEmits([]);
  });
});

describe('handing the league over', () => {
  const handOver = (userName: string, member: { userName: string; email: string; entryId: string } | null) => ({
    type: 'HandOverLeague' as const,
    userName,
    member,
    now: hours(5),
  });
  /** The event of a hand-over at hour 5 to `to`, who signs in with `to@example.com` (lower case). */
  const handedOver = (from: string, to: string): CommissionerHandedOver => ({
    type: 'CommissionerHandedOver',
    data: {
      leagueId: 'L1',
      fromUserName: from,
      toUserName: to,
      toEmail: `${to.toLowerCase()}@example.com`,
      handedOverAt: hours(5).toISOString(),
      toEntryId: `e-${to.toLowerCase()}`,
    },
  });

  it('passes to another member, who signs in with their own email', () => {
    spec
      .given([started, activated])
      .when(handOver('RICHARD', { userName: 'Richard', email: 'richard@example.com', entryId: 'e-richard' }))
      .thenEmits([handedOver('sandra', 'Richard')]);
  });

  it('a name that is not a member is refused with 400', () => {
    spec
      .given([started, activated])
      .when(handOver('ghost', null))
      .thenThrows(400, LEAGUE_MANAGER_MESSAGES.notAMember('ghost'));
  });

  it('the commissioner cannot hand the league to themselves', () => {
    spec
      .given([started, activated])
      .when(handOver('sandra', { userName: 'sandra', email: 'sandra@example.com', entryId: SANDRAS_ENTRY }))
      .thenThrows(400, LEAGUE_MANAGER_MESSAGES.alreadyCommissioner('sandra'));
  });

  it('after the hand-over the new commissioner cannot be removed, and the old one can be handed the league back', () => {
    spec
      .given([started, activated, handedOver('sandra', 'Richard')])
      .when(handOver('sandra', { userName: 'sandra', email: 'sandra@example.com', entryId: SANDRAS_ENTRY }))
      .thenEmits([handedOver('Richard', 'sandra')]);
  });
});

describe('the commissioner is known by entry (issue 33)', () => {
  const league = (events: LeagueEvent[]): LeagueState => fold(leagueDecider, events);

  it("a member who shares the commissioner's name but not their entry is no commissioner", () => {
    const state = league([started, activated]);
    expect(isCommissioner(state, { entryId: SANDRAS_ENTRY, userName: 'sandra' })).toBe(true);
    expect(isCommissioner(state, { entryId: 'e-eve', userName: 'sandra' })).toBe(false);
    expect(isCommissioner(state, { entryId: 'e-eve', userName: 'Sandra' })).toBe(false);
  });

  it('a league the admin created names its commissioner: the member of that name (any case) is the one', () => {
    const state = league([leagueCreated(createdAt)]);
    expect(isCommissioner(state, { entryId: 'e-1', userName: 'JEFF' })).toBe(true);
    expect(isCommissioner(state, { entryId: 'e-2', userName: 'Rob' })).toBe(false);
  });

  it('after a hand-over the entry handed the league is the commissioner, and the old one is not', () => {
    const state = league([
      started,
      activated,
      {
        type: 'CommissionerHandedOver',
        data: {
          leagueId: 'L1',
          fromUserName: 'sandra',
          toUserName: 'Rob',
          toEmail: 'rob@example.com',
          handedOverAt: hours(3).toISOString(),
          toEntryId: 'e-rob',
        },
      },
    ]);
    expect(isCommissioner(state, { entryId: 'e-rob', userName: 'Rob' })).toBe(true);
    expect(isCommissioner(state, { entryId: SANDRAS_ENTRY, userName: 'sandra' })).toBe(false);
  });

  it("the commissioner's rejoin in a new season carries the role to the new entry; another member's does not", () => {
    spec
      .given([started, activated])
      .when({ type: 'RenewCommissionerEntry', pastEntryId: SANDRAS_ENTRY, entryId: 'e-sandra-50' })
      .thenEmits([
        { type: 'CommissionerEntryRecorded', data: { leagueId: 'L1', entryId: 'e-sandra-50', reason: 'rejoined' } },
      ]);
    spec
      .given([started, activated])
      .when({ type: 'RenewCommissionerEntry', pastEntryId: 'e-rob', entryId: 'e-rob-50' })
      .thenEmits([]);
    const renewed = league([
      started,
      activated,
      { type: 'CommissionerEntryRecorded', data: { leagueId: 'L1', entryId: 'e-sandra-50', reason: 'rejoined' } },
    ]);
    expect(isCommissioner(renewed, { entryId: 'e-sandra-50', userName: 'sandra' })).toBe(true);
    expect(isCommissioner(renewed, { entryId: SANDRAS_ENTRY, userName: 'sandra' })).toBe(false);
  });
});

describe('deleting a league', () => {
  it('a commissioner must type the league name (any letter case); the admin may confirm in the dialog alone', () => {
    spec
      .given([started, activated])
      .when({ type: 'DeleteLeague', by: 'commissioner' })
      .thenThrows(400, LEAGUE_MANAGER_MESSAGES.confirmNameToDelete);
    spec
      .given([started, activated])
      .when({ type: 'DeleteLeague', by: 'commissioner', confirmName: 'Office' })
      .thenThrows(400, LEAGUE_MANAGER_MESSAGES.confirmNameToDelete);
    spec
      .given([started, activated])
      .when({ type: 'DeleteLeague', by: 'commissioner', confirmName: ' office pool ' })
      .thenEmits([{ type: 'LeagueDeleted', data: { leagueId: 'L1' } }]);
    spec
      .given([started, activated])
      .when({ type: 'DeleteLeague', by: 'admin' })
      .thenEmits([{ type: 'LeagueDeleted', data: { leagueId: 'L1' } }]);
  });
});

describe("writing to the league's members", () => {
  const sentAt = (h: number): LeagueMembersEmailed => ({
    type: 'LeagueMembersEmailed',
    data: { leagueId: 'L1', commandId: `c${h}`, subject: 'Watch party', recipients: 3, sentAt: hours(h).toISOString() },
  });
  const email = (at: number, by: 'admin' | 'commissioner' = 'commissioner', commissionerSendsToday = 0) => ({
    type: 'EmailMembers' as const,
    commandId: 'new',
    subject: 'Watch party',
    recipients: 3,
    now: hours(at),
    by,
    commissionerSendsToday,
  });
  const fiveSends = [1, 2, 3, 4, 5].map(sentAt);

  it('a league sends at most five emails in 24 hours, the admin included; the sixth is 429 until the first is a day old', () => {
    spec
      .given([started, activated, ...fiveSends])
      .when(email(6))
      .thenThrows(429, LEAGUE_MANAGER_MESSAGES.tooManyLeagueEmails);
    spec
      .given([started, activated, ...fiveSends])
      .when(email(6, 'admin'))
      .thenThrows(429, LEAGUE_MANAGER_MESSAGES.tooManyLeagueEmails);
    spec
      .given([started, activated, ...fiveSends])
      .when(email(25.5))
      .thenEmits([{ ...sentAt(25.5), data: { ...sentAt(25.5).data, commandId: 'new' } }]);
  });

  it("one commissioner email sends at most ten a day across its leagues; the site admin's sends are not limited so", () => {
    spec
      .given([started, activated])
      .when(email(1, 'commissioner', 10))
      .thenThrows(429, LEAGUE_MANAGER_MESSAGES.tooManyCommissionerEmails);
    spec
      .given([started, activated])
      .when(email(1, 'commissioner', 9))
      .thenEmits([{ ...sentAt(1), data: { ...sentAt(1).data, commandId: 'new' } }]);
    spec
      .given([started, activated])
      .when(email(1, 'admin', 10))
      .thenEmits([{ ...sentAt(1), data: { ...sentAt(1).data, commandId: 'new' } }]);
  });
});

describe('a commissioner who plays sets deadlines ahead of time only (issue 33, N2)', () => {
  const now = hours(10);
  const inAnHour = hours(11);
  const aMinuteAgo = new Date(now.getTime() - 60_000);
  const cutoffsSet = (cutoffs: Record<string, Date>) => ({
    type: 'EliminationCutoffsSet' as const,
    data: {
      leagueId: 'L1',
      cutoffs: Object.fromEntries(Object.entries(cutoffs).map(([e, at]) => [e, at.toISOString()])),
    },
  });
  const setCutoffs = (
    cutoffs: Record<string, Date>,
    by: 'admin' | 'commissioner' = 'commissioner',
    schedule: Record<string, string> = {},
  ) => ({ type: 'SetEliminationCutoffs' as const, cutoffs, episodes: 14, schedule, by, now });

  it('a cutoff in the past is refused to the commissioner, and taken from the site admin', () => {
    spec
      .given([started, activated])
      .when(setCutoffs({ 5: aMinuteAgo }))
      .thenThrows(400, LEAGUE_MANAGER_MESSAGES.cutoffInPast('5'));
    spec
      .given([started, activated])
      .when(setCutoffs({ 5: aMinuteAgo }, 'admin'))
      .thenEmits([cutoffsSet({ 5: aMinuteAgo })]);
    spec
      .given([started, activated])
      .when(setCutoffs({ 5: inAnHour }))
      .thenEmits([cutoffsSet({ 5: inAnHour })]);
  });

  it('a cutoff that has passed is neither moved nor removed by the commissioner (that would re-open the episode)', () => {
    const passed = cutoffsSet({ 5: aMinuteAgo, 6: inAnHour });
    for (const cutoffs of [{ 6: inAnHour }, { 5: inAnHour, 6: inAnHour }] as Array<Record<string, Date>>) {
      spec
        .given([started, activated, passed])
        .when(setCutoffs(cutoffs))
        .thenThrows(403, LEAGUE_MANAGER_MESSAGES.cutoffPassed('5'));
    }
    // Unchanged, it may be sent again with the others (the form sends them all), and a future one still moves.
    const later = hours(12);
    spec
      .given([started, activated, passed])
      .when(setCutoffs({ 5: aMinuteAgo, 6: later }))
      .thenEmits([cutoffsSet({ 5: aMinuteAgo, 6: later })]);
    spec
      .given([started, activated, passed])
      .when(setCutoffs({}, 'admin'))
      .thenEmits([cutoffsSet({})]);
  });

  it('an episode that has aired gets no cutoff from the commissioner', () => {
    const schedule = { 4: hours(9).toISOString() };
    spec
      .given([started, activated])
      .when(setCutoffs({ 4: inAnHour }, 'commissioner', schedule))
      .thenThrows(403, LEAGUE_MANAGER_MESSAGES.episodeAired('4'));
    spec
      .given([started, activated])
      .when(setCutoffs({ 4: inAnHour }, 'admin', schedule))
      .thenEmits([cutoffsSet({ 4: inAnHour })]);
    // Removing a cutoff still ahead from an episode that has aired would close its picks at once.
    spec
      .given([started, activated, cutoffsSet({ 4: inAnHour })])
      .when(setCutoffs({}, 'commissioner', schedule))
      .thenThrows(403, LEAGUE_MANAGER_MESSAGES.episodeAired('4'));
  });

  it('the draft deadline: not set in the past, not moved or removed once passed, by the commissioner', () => {
    const deadlineSet = (at: Date | null) => ({
      type: 'DraftDeadlineSet' as const,
      data: { leagueId: 'L1', draftDeadline: at?.toISOString() ?? null },
    });
    const setDeadline = (draftDeadline: Date | null, by: 'admin' | 'commissioner' = 'commissioner') => ({
      type: 'SetDraftDeadline' as const,
      draftDeadline,
      by,
      now,
    });
    spec
      .given([started, activated])
      .when(setDeadline(aMinuteAgo))
      .thenThrows(400, LEAGUE_MANAGER_MESSAGES.draftDeadlineInPast);
    spec
      .given([started, activated])
      .when(setDeadline(inAnHour))
      .thenEmits([deadlineSet(inAnHour)]);
    for (const moved of [inAnHour, null]) {
      spec
        .given([started, activated, deadlineSet(aMinuteAgo)])
        .when(setDeadline(moved))
        .thenThrows(403, LEAGUE_MANAGER_MESSAGES.draftDeadlinePassed);
      spec
        .given([started, activated, deadlineSet(aMinuteAgo)])
        .when(setDeadline(moved, 'admin'))
        .thenEmits([deadlineSet(moved)]);
    }
    spec
      .given([started, activated, deadlineSet(inAnHour)])
      .when(setDeadline(null))
      .thenEmits([deadlineSet(null)]);
  });
});

describe("the commissioner's own entry (issue 33, N3)", () => {
  it("is the commissioner's entry (by entry, never by name) or an entry of their sign-in email (any letter case)", () => {
    const league = fold(leagueDecider, [started, activated]);
    const own = (entryId: string, userName: string, email: string) =>
      isCommissionersOwnEntry(league, { entryId, userName, email });
    expect(own(SANDRAS_ENTRY, 'Sandra', 'other@example.com')).toBe(true);
    expect(own('e-squatter', 'sandra', 'other@example.com')).toBe(false);
    expect(own('e-2', 'sandra2', 'Sandra@Example.com')).toBe(true);
    expect(own('e-3', 'richard', 'richard@example.com')).toBe(false);
  });
});
