import { castawayDecider } from '../../castaways/domain/castaway.decider';
import { castawayStreamId } from '../../castaways/domain/castaway.events';
import { fold } from '../../event-store/decider';
import { CommandTransaction } from '../../event-store/event-store.service';

/**
 * The season's castaway ids, read from its stream. Reading takes the stream's lock, so a castaway cannot be
 * deleted while a draft that names it is being decided.
 */
export async function seasonCastawayIds(tx: CommandTransaction, season: number): Promise<Set<number>> {
  const state = fold(castawayDecider, await tx.readStream(castawayStreamId(season)));
  return new Set(state.castaways.keys());
}
