import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EntryCredential } from '../../../access/entry-access';
import { PickBatches } from './pick-batches';

export class SubmitEliminationPick extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly episode: number,
    readonly castawayId: number,
    /** the entry's token, or the session of the person who owns it */
    readonly credential: EntryCredential,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(SubmitEliminationPick)
export class SubmitEliminationPickHandler implements ICommandHandler<SubmitEliminationPick> {
  constructor(private readonly batches: PickBatches) {}

  execute({ idempotencyKey, ...request }: SubmitEliminationPick): Promise<{ message: string }> {
    return this.batches.submit(request, idempotencyKey);
  }
}
