import { decideAndAppend } from '../../event-store/decide-and-append';
import { CommandTransaction, EventStore } from '../../event-store/event-store.service';
import { StoredEvent } from '../../event-store/stored-event';
import { LeagueManagerRole } from '../../game/league-manager-role';
import { LeagueCommand, leagueDecider } from '../domain/league.decider';
import { leagueStreamId } from '../domain/league.events';

/** What every league manager's change carries: the league, who changes it, and the client's command id. */
export interface LeagueManagerChange {
  readonly leagueId: string;
  readonly idempotencyKey?: string;
  readonly actor: LeagueManagerRole;
}

/** Decides a league manager's change on the league's own stream and appends it, recording who made it. */
export function appendLeagueChange(
  tx: CommandTransaction,
  { leagueId, idempotencyKey, actor }: LeagueManagerChange,
  command: LeagueCommand,
): Promise<StoredEvent[]> {
  return decideAndAppend(tx, leagueStreamId(leagueId), leagueDecider, command, { actor, commandId: idempotencyKey });
}

/** The whole of a league manager's change, in one command transaction named (idempotency scope) by its type. */
export function changeLeague<R>(
  store: EventStore,
  change: LeagueManagerChange,
  command: LeagueCommand,
  answer: (events: StoredEvent[]) => R,
): Promise<R> {
  return store.execute(command.type, change.idempotencyKey, async (tx) =>
    answer(await appendLeagueChange(tx, change, command)),
  );
}
