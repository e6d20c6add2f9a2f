/** Where a stall's changes are: waiting for a held key to be let go, on the way, answered, refused. */
export type SaveState = 'waiting' | 'saving' | 'saved' | 'failed';

export interface SaveQueueOptions<Body extends object, Result> {
  send: (id: number, body: Body) => Promise<Result>;
  /** An answer; `last` when nothing more of this stall waits to be sent. */
  onSaved: (id: number, result: Result, last: boolean) => void;
  /** A refusal: the changes queued after it are dropped (they built on the refused state). */
  onFailed: (id: number, error: unknown) => void;
  onState: (id: number, state: SaveState) => void;
  /** How long a debounced change waits for the next (a held arrow key repeats every ~30 ms). */
  debounceMs: number;
}

/**
 * The editor's saves, per stall: changes are merged (later fields win), a debounced change is
 * sent when its stall has been still for `debounceMs`, and a stall never has two requests on the
 * way: what changes meanwhile goes in one request after the answer.
 */
export function createSaveQueue<Body extends object, Result>(
  options: SaveQueueOptions<Body, Result>,
) {
  const pending = new Map<number, Body>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const onTheWay = new Set<number>();

  function stopTimer(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  }

  function flush(id: number) {
    stopTimer(id);
    const body = pending.get(id);
    if (!body || onTheWay.has(id)) return;
    pending.delete(id);
    onTheWay.add(id);
    options.onState(id, 'saving');
    options.send(id, body).then(
      (result) => {
        onTheWay.delete(id);
        const more = pending.has(id);
        options.onSaved(id, result, !more);
        if (!more) options.onState(id, 'saved');
        else if (!timers.has(id)) flush(id);
      },
      (error: unknown) => {
        onTheWay.delete(id);
        pending.delete(id);
        stopTimer(id);
        options.onFailed(id, error);
        options.onState(id, 'failed');
      },
    );
  }

  return {
    /** Queues a change of stall `id`: sent now, or after a pause when `debounce`. */
    change(id: number, body: Body, { debounce = false } = {}) {
      pending.set(id, { ...pending.get(id), ...body });
      stopTimer(id);
      if (debounce) {
        options.onState(id, 'waiting');
        timers.set(
          id,
          setTimeout(() => flush(id), options.debounceMs),
        );
      } else flush(id);
    },
    /** Sends what waits now (the organiser leaves the editor). */
    flushAll() {
      for (const id of [...pending.keys()]) flush(id);
    },
    /** Whether changes of stall `id` wait or are on the way. */
    busy(id: number): boolean {
      return pending.has(id) || onTheWay.has(id);
    },
  };
}

export type SaveQueue<Body extends object, Result> = ReturnType<
  typeof createSaveQueue<Body, Result>
>;
