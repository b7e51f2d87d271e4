/**
 * Concurrent reads of the same key share one database round trip (viewers arriving together ask the same question
 * thousands of times a second), but a read never joins one that started before it was asked for: it waits for the
 * next, so it always sees every commit made before it arrived (a viewer subscribing right after a change still gets
 * that change). At most one read per key runs, one waits.
 */
export class FreshReads<T> {
  private readonly slots = new Map<string, { running: Promise<T>; queued?: Promise<T> }>();

  read(key: string, load: () => Promise<T>): Promise<T> {
    const slot = this.slots.get(key);
    if (!slot) return this.start(key, load);
    slot.queued ??= slot.running.then(
      () => this.start(key, load),
      () => this.start(key, load),
    );
    return slot.queued;
  }

  private start(key: string, load: () => Promise<T>): Promise<T> {
    const running = load();
    const slot: { running: Promise<T>; queued?: Promise<T> } = { running };
    this.slots.set(key, slot);
    const settle = () => {
      if (this.slots.get(key) === slot && !slot.queued) this.slots.delete(key);
    };
    running.then(settle, settle);
    return running;
  }
}
