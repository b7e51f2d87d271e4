import { Injectable, Optional } from '@nestjs/common';
import { memberNameKey, PICK_MESSAGES } from '@tribal/contracts';
import { EntryCredential, entryOpenedBy } from '../../../access/entry-access';
import { Clock } from '../../../common/clock';
import { DomainError, refusalOr } from '../../../common/domain-error';
import { RequestBatcher } from '../../../common/request-batcher';
import { outsideRequestScope } from '../../../common/request-scope';
import { fold } from '../../../event-store/decider';
import { CommandTransaction, EventStore } from '../../../event-store/event-store.service';
import { StreamAppend } from '../../../event-store/events-table';
import { IdempotencyStore, ScopedIdempotencyKey } from '../../../event-store/idempotency-store';
import { Metrics } from '../../../operations/metrics/metrics';
import { pickDecider } from '../../domain/pick.decider';
import { PickEvent, picksStreamId } from '../../domain/pick.events';
import { readEntriesAndPickRules } from '../../entry-pick-rules.sql';

/** A member's weekly pick, as the request asked for it. */
export interface PickRequest {
  leagueId: string;
  userName: string;
  episode: number;
  castawayId: number;
  /** the entry's token, or the session of the person who owns it (their entries came with it: no query more) */
  credential: EntryCredential;
}

type PickAnswer = { message: string };

const COMMAND = 'SubmitEliminationPick';

interface QueuedPick {
  request: PickRequest;
  /** the client's Idempotency-Key, and as scoped to its caller when the request came */
  clientKey?: string;
  scoped?: ScopedIdempotencyKey;
}

/**
 * Picks decided together in one transaction. A pick costs a handful of database round trips, and in the rush before
 * a cutoff those round trips (not PostgreSQL's work) were the limit. While this many batches are in flight, new
 * picks wait in a queue and the next batch takes them all at once. A quiet evening's pick is a batch of one.
 */
const BATCHES_IN_FLIGHT = 4;
/** The most picks one transaction decides. */
const MOST_PER_BATCH = 32;

/**
 * A member of a league as the request names it: the key the entry look-up compares. A member's second pick waits for
 * a batch after the one holding the first (one stream, one expected version): it must be decided against it.
 */
const memberOf = ({ request }: QueuedPick) => `${request.leagueId}\n${memberNameKey(request.userName)}`;

@Injectable()
export class PickBatches {
  private readonly batcher = new RequestBatcher<QueuedPick, PickAnswer>({
    maxInFlight: BATCHES_IN_FLIGHT,
    maxBatchSize: MOST_PER_BATCH,
    keyOf: memberOf,
    run: (batch) => this.runBatch(batch),
  });

  constructor(
    private readonly store: EventStore,
    private readonly idempotency: IdempotencyStore,
    private readonly clock: Clock,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /**
   * Decides a pick and answers once it is committed. With an Idempotency-Key (the web app sends one with every
   * pick) a repeat answers its first result; a first send joins a batch like any other, and its answer is
   * recorded in the batch's transaction.
   */
  async submit(request: PickRequest, idempotencyKey?: string): Promise<PickAnswer> {
    const scoped = idempotencyKey ? this.idempotency.scopedKey(COMMAND, idempotencyKey) : undefined;
    if (scoped) {
      const earlier = await this.idempotency.earlierResult<PickAnswer>(scoped);
      if (earlier.found) return earlier.result;
    }
    return this.batcher.submit({ request, clientKey: idempotencyKey, scoped });
  }

  /** One transaction for the batch; each pick answers its message or the refusal only it gets. */
  private async runBatch(batch: readonly QueuedPick[]): Promise<PromiseSettledResult<PickAnswer>[]> {
    const answers = await outsideRequestScope(() =>
      this.store.execute(COMMAND, undefined, (tx) => this.decideAndAppend(tx, batch)),
    );
    this.metrics?.picksStoredNow(answers.filter((answer) => !(answer instanceof DomainError)).length);
    return answers.map((answer) =>
      answer instanceof DomainError ? { status: 'rejected', reason: answer } : { status: 'fulfilled', value: answer },
    );
  }

  /**
   * Reads every pick's entry, rules and stream, decides each on its own, and appends the accepted ones together.
   * Answers per pick: its message, or the refusal (bad token, closed, unknown castaway...) that only it gets.
   */
  private async decideAndAppend(
    tx: CommandTransaction,
    batch: readonly QueuedPick[],
  ): Promise<Array<PickAnswer | DomainError>> {
    this.metrics?.pickBatchSize.observe(batch.length);
    const requests = batch.map((queued) => queued.request);
    const judged = (await readEntriesAndPickRules(tx.manager, requests)).map((found, i) =>
      found instanceof DomainError
        ? found
        : refusalOr(() => {
            const entry = entryOpenedBy(found.row, requests[i].credential);
            return { entry, rules: found.rules, streamId: picksStreamId(entry.leagueId, entry.season, entry.entryId) };
          }),
    );
    const histories = await tx.readStreams(judged.flatMap((j) => (j instanceof DomainError ? [] : [j.streamId])));
    const appends: Array<StreamAppend<PickEvent> | undefined> = [];
    const answers = judged.map((judging, i) => {
      if (judging instanceof DomainError) return judging;
      const { entry, rules, streamId } = judging;
      const { airTime, ...judgedBy } = rules;
      const request = requests[i];
      const history = histories.get(streamId) ?? [];
      const state = fold(pickDecider, history);
      return refusalOr((): PickAnswer => {
        const events = pickDecider.decide(
          {
            type: 'SubmitEliminationPick',
            leagueId: entry.leagueId,
            season: entry.season,
            userName: entry.userName,
            episode: request.episode,
            castawayId: request.castawayId,
            leagueCutoffs: entry.weeklyEliminationCutoffs,
            // Only this episode's air time matters to this pick; read in the same round trip as the rest.
            schedule: airTime ? { [String(request.episode)]: airTime.toISOString() } : {},
            ...judgedBy,
            // Read just before deciding (and again on a retry): the clock judges the moment the pick is decided.
            now: this.clock.now(),
          },
          state,
        );
        appends[i] = {
          streamId,
          expectedVersion: history.length,
          events,
          metadata: { actor: `member:${entry.userName}`, commandId: batch[i].clientKey },
        };
        return { message: state.picks.has(request.episode) ? PICK_MESSAGES.updated : PICK_MESSAGES.submitted };
      });
    });
    // A keyed pick whose key another transaction recorded first (a re-send that raced its first send) appends
    // nothing and answers what the first send answered.
    const keyed = batch.flatMap(({ scoped }, i) => {
      const answer = answers[i];
      return scoped && !(answer instanceof DomainError) ? [{ i, scoped, result: answer }] : [];
    });
    const taken = await this.idempotency.claimResults(tx.manager, COMMAND, keyed);
    for (const { i, scoped } of keyed) {
      const earlier = taken.get(scoped.key);
      if (earlier === undefined) continue;
      appends[i] = undefined;
      answers[i] = earlier;
    }
    const appending = appends.filter((append): append is StreamAppend<PickEvent> => append !== undefined);
    if (appending.length > 0) await tx.appendToStreams(appending);
    return answers;
  }
}
