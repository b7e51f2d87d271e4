import { fold } from '../../event-store/decider';
import { CommandTransaction } from '../../event-store/event-store.service';
import { castawayDecider } from '../domain/castaway.decider';
import { castawayStreamId } from '../domain/castaway.events';

/**
 * The season's castaway ids, read from its stream under a shared lock: drafts of a season go ahead side by side,
 * while a castaway's removal (exclusive) waits for them, so nobody drafts a castaway being deleted.
 */
export async function seasonCastawayIds(tx: CommandTransaction, season: number): Promise<Set<number>> {
  const state = fold(castawayDecider, await tx.readStream(castawayStreamId(season), { lock: 'shared' }));
  return new Set(state.castaways.keys());
}
