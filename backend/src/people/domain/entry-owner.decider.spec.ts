import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { entryOwnerDecider } from './entry-owner.decider';
import { EntryAttachedToPerson } from './person.events';

const spec = deciderSpec(entryOwnerDecider);
const now = new Date('2026-11-27T08:00:00.000Z');
const attach = (email: string) =>
  ({ type: 'AttachEntryToPerson', leagueId: 'L1', entryId: 'e1', userName: 'Rob', email, now }) as const;
const attached = (email: string): EntryAttachedToPerson => ({
  type: 'EntryAttachedToPerson',
  data: { leagueId: 'L1', entryId: 'e1', userName: 'Rob', email, attachedAt: now.toISOString() },
});

describe('entry owner decider', () => {
  it('an entry attaches to the person as their address compares: trimmed and lower-cased', () => {
    spec
      .given([])
      .when(attach(' Rob@Example.COM '))
      .thenEmits([attached('rob@example.com')]);
  });

  it('attaching it again to the same person adds nothing', () => {
    spec
      .given([attached('rob@example.com')])
      .when(attach('rob@example.com'))
      .thenEmits([]);
  });

  it('attached to someone else later, it is theirs from then on', () => {
    spec
      .given([attached('rob@example.com')])
      .when(attach('amber@example.com'))
      .thenEmits([attached('amber@example.com')]);
  });
});
