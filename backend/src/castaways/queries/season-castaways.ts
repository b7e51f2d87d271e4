import { fold } from '../../event-store/decider';
import { CommandTransaction } from '../../event-store/event-store.service';
import { CastawayState, castawayDecider } from '../domain/castaway.decider';
import { castawayStreamId } from '../domain/castaway.events';

/**
 * The season's cast, folded from its stream under a shared lock: commands of other slices that read it (drafts,
 * score saves, happenings) go ahead side by side, while a castaway's removal (exclusive) waits for them, so nobody
 * drafts or scores a castaway being deleted.
 */
export async function seasonCast(tx: CommandTransaction, season: number): Promise<CastawayState> {
  return fold(castawayDecider, await tx.readStream(castawayStreamId(season), { lock: 'shared' }));
}

/** The season's castaway ids, read as `seasonCast` reads them. */
export async function seasonCastawayIds(tx: CommandTransaction, season: number): Promise<Set<number>> {
  return new Set((await seasonCast(tx, season)).castaways.keys());
}
