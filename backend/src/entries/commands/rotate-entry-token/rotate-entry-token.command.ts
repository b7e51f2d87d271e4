import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ENTRY_LINK_MESSAGES, RotateEntryTokenResponse } from '@tribal/contracts';
import { requireEntryToken } from '../../../access/entry-access';
import { Clock } from '../../../common/clock';
import { digestSecret, newSecret } from '../../../common/secrets';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { leagueDecider } from '../../../leagues/domain/league.decider';
import { leagueStreamId } from '../../../leagues/domain/league.events';
import { memberDecider, memberStreamId } from '../../../leagues/domain/member.decider';

/** "Sign out other devices": a new token for the caller; every other token of the entry stops working. */
export class RotateEntryToken extends Command<RotateEntryTokenResponse> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly entryToken: string | undefined,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(RotateEntryToken)
export class RotateEntryTokenHandler implements ICommandHandler<RotateEntryToken> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  execute({ leagueId, userName, entryToken, idempotencyKey }: RotateEntryToken): Promise<RotateEntryTokenResponse> {
    const newToken = newSecret();
    const now = this.clock.now();
    return this.store.execute<RotateEntryTokenResponse>(
      'RotateEntryToken',
      idempotencyKey,
      async (tx) => {
        const league = fold(leagueDecider, await tx.readStream(leagueStreamId(leagueId), { lock: 'shared' }));
        const entry = await requireEntryToken(tx.manager, leagueId, userName, { entryToken });
        await decideAndAppend(
          tx,
          memberStreamId(leagueId, entry.nameKey),
          memberDecider,
          { type: 'RotateEntryToken', league, entryTokenHash: digestSecret(newToken), now },
          // (No commandId: the raw Idempotency-Key opens the sealed answer, so it is not written to the log.)
          { actor: `member:${entry.userName}` },
        );
        return { message: ENTRY_LINK_MESSAGES.otherDevicesSignedOut, entryToken: newToken };
      },
      // A retry answers the new token again: the old one no longer works, so a lost answer would lock the device out.
      { sealed: true },
    );
  }
}
