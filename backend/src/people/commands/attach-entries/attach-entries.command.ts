import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ME_MESSAGES } from '@tribal/contracts';
import { entriesHoldingDigest } from '../../../access/access.sql';
import { opensEntry } from '../../../access/entry-access';
import { Clock } from '../../../common/clock';
import { DomainError } from '../../../common/domain-error';
import { digestSecret } from '../../../common/secrets';
import { EventStore } from '../../../event-store/event-store.service';
import { attachEntryToPerson } from '../../attach-entry';

/**
 * POST /api/me/entries: the entries a browser holds by their tokens (the seed's saved user) become the signed-in
 * person's, whatever address they were joined with: holding an entry's token is what owning it meant until now.
 */
export class AttachEntries extends Command<void> {
  constructor(
    readonly email: string,
    readonly entries: ReadonlyArray<{ leagueId: string; entryToken: string }>,
  ) {
    super();
  }
}

@CommandHandler(AttachEntries)
export class AttachEntriesHandler implements ICommandHandler<AttachEntries> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  /** All or nothing: a token that opens no entry of its league refuses the request (403) before anything is attached. */
  async execute({ email, entries }: AttachEntries): Promise<void> {
    const now = this.clock.now();
    await this.store.execute('AttachEntries', undefined, async (tx) => {
      const opened = [];
      for (const { leagueId, entryToken } of entries) {
        const rows = await entriesHoldingDigest(tx.manager, leagueId, digestSecret(entryToken));
        const entry = rows.find((row) => opensEntry(entryToken, row.entry_token_hashes));
        if (!entry) throw new DomainError(403, ME_MESSAGES.entryNotAttached);
        opened.push({ leagueId, entryId: entry.entry_id, userName: entry.user_name });
      }
      for (const entry of opened) await attachEntryToPerson(tx, entry, email, now);
    });
  }
}
