export interface RequestBatcherOptions<Request, Answer> {
  /** How many batches may run at once; while that many run, new requests wait and the next batch takes them. */
  maxInFlight: number;
  /** The most requests one batch holds. */
  maxBatchSize: number;
  /**
   * Requests of one key are run one after another: never in one batch, nor in two batches at once (each is decided
   * against what the one before it did). Requests of other keys pass a waiting one.
   */
  keyOf(request: Request): string;
  /**
   * Runs a batch. Answers each request, in order: fulfilled with its answer, or rejected with the refusal only it
   * gets. A throw (or a rejected promise) rejects every request of the batch.
   */
  run(batch: readonly Request[]): Promise<ReadonlyArray<PromiseSettledResult<Answer>>>;
}

interface Queued<Request, Answer> {
  request: Request;
  key: string;
  resolve(answer: Answer): void;
  reject(reason: unknown): void;
}

/**
 * Runs requests in batches: when one costs a few round trips of fixed cost (a database transaction), a batch pays
 * them once for many. A quiet moment's request is a batch of one; under a rush, requests queue while the batches in
 * flight run, and the next batch takes them all at once (up to `maxBatchSize`), in arrival order.
 */
export class RequestBatcher<Request, Answer> {
  private readonly queue: Queued<Request, Answer>[] = [];
  private inFlight = 0;
  /** keys with a request in a batch in flight: their next request waits for that batch */
  private readonly keysInFlight = new Set<string>();

  constructor(private readonly options: RequestBatcherOptions<Request, Answer>) {}

  /** Queues a request; answers once its batch has run. */
  submit(request: Request): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, key: this.options.keyOf(request), resolve, reject });
      this.startBatches();
    });
  }

  private startBatches(): void {
    while (this.queue.length > 0 && this.inFlight < this.options.maxInFlight) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      for (const { key } of batch) this.keysInFlight.add(key);
      this.inFlight++;
      this.run(batch)
        .then(
          (answers) => {
            for (const [i, answer] of answers.entries()) {
              if (answer.status === 'fulfilled') batch[i].resolve(answer.value);
              else batch[i].reject(answer.reason);
            }
          },
          (error) => {
            for (const queued of batch) queued.reject(error);
          },
        )
        .finally(() => {
          // Answered: the batch's keys are free, and the next batches start.
          for (const { key } of batch) this.keysInFlight.delete(key);
          this.inFlight--;
          this.startBatches();
        });
    }
  }

  /** Runs a batch; a work function that throws at once fails its batch like one that rejects. */
  private async run(batch: Queued<Request, Answer>[]): Promise<ReadonlyArray<PromiseSettledResult<Answer>>> {
    return this.options.run(batch.map((queued) => queued.request));
  }

  /** The next batch, in arrival order, skipping a request whose key is already in this batch or in flight. */
  private takeBatch(): Queued<Request, Answer>[] {
    const batch: Queued<Request, Answer>[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.queue.length && batch.length < this.options.maxBatchSize; ) {
      const { key } = this.queue[i];
      if (keys.has(key) || this.keysInFlight.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(...this.queue.splice(i, 1));
    }
    return batch;
  }
}
