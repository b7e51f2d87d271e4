import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { memberEmailDecider } from './member-email.decider';
import { EmailConfirmed, LeagueMailUnsubscribed } from './member-email.events';

const spec = deciderSpec(memberEmailDecider);
const now = new Date('2026-03-04T20:00:00.000Z');
const confirmed: EmailConfirmed = {
  type: 'EmailConfirmed',
  data: { email: 'rob@example.com', via: 'confirmation-link', confirmedAt: now.toISOString() },
};
const leftL1: LeagueMailUnsubscribed = {
  type: 'LeagueMailUnsubscribed',
  data: { email: 'rob@example.com', leagueId: 'L1', unsubscribedAt: now.toISOString() },
};

describe('member email decider', () => {
  it('the first link opened confirms the address as it compares: trimmed and lower-cased', () => {
    spec
      .given([])
      .when({ type: 'ConfirmEmail', email: ' Rob@Example.COM ', via: 'confirmation-link', now })
      .thenEmits([confirmed]);
  });

  it('a confirmed address stays confirmed: another link (a sign-in link) adds nothing', () => {
    spec
      .given([confirmed])
      .when({ type: 'ConfirmEmail', email: 'rob@example.com', via: 'entry-link', now })
      .thenEmits([]);
  });

  it('leaving a league’s mail is per league, and a second click changes nothing', () => {
    spec
      .given([confirmed])
      .when({ type: 'UnsubscribeFromLeagueMail', email: 'rob@example.com', leagueId: 'L1', now })
      .thenEmits([leftL1]);
    spec
      .given([confirmed, leftL1])
      .when({ type: 'UnsubscribeFromLeagueMail', email: 'rob@example.com', leagueId: 'L1', now })
      .thenEmits([]);
    spec
      .given([confirmed, leftL1])
      .when({ type: 'UnsubscribeFromLeagueMail', email: 'rob@example.com', leagueId: 'L2', now })
      .thenEmits([{ ...leftL1, data: { ...leftL1.data, leagueId: 'L2' } }]);
  });
});
