import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, type SaveState } from './save-queue';

type Body = { x?: number; y?: number; water?: boolean };

/** A server whose answers the test releases one by one. */
function server() {
  const calls: { id: number; body: Body; answer: () => void; refuse: () => void }[] = [];
  let open = 0;
  let mostOpen = 0;
  const send = (id: number, body: Body) =>
    new Promise<Body>((resolve, reject) => {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      const settle = (run: () => void) => () => {
        open -= 1;
        run();
      };
      calls.push({
        id,
        body,
        answer: settle(() => resolve(body)),
        refuse: settle(() => reject(new Error('409'))),
      });
    });
  return { calls, send, mostOpen: () => mostOpen };
}

function setUp() {
  const api = server();
  const states: [number, SaveState][] = [];
  const saved: [number, Body, boolean][] = [];
  const failed: number[] = [];
  const queue = createSaveQueue<Body, Body>({
    send: api.send,
    debounceMs: 500,
    onSaved: (id, result, last) => saved.push([id, result, last]),
    onFailed: (id) => failed.push(id),
    onState: (id, state) => states.push([id, state]),
  });
  return { api, queue, states, saved, failed };
}

const flushPromises = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the save queue of the plan editor', () => {
  it('sends a held arrow key as one request once the stall is still', async () => {
    const { api, queue, states } = setUp();
    for (let x = 10; x <= 300; x += 10) {
      queue.change(7, { x }, { debounce: true });
      await vi.advanceTimersByTimeAsync(30);
    }
    expect(api.calls).toHaveLength(0);
    expect(states.at(-1)).toEqual([7, 'waiting']);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.calls.map((call) => call.body)).toEqual([{ x: 300 }]);
    expect(states.at(-1)).toEqual([7, 'saving']);
    api.calls[0]!.answer();
    await flushPromises();
    expect(states.at(-1)).toEqual([7, 'saved']);
  });

  it('sends a drop at once', async () => {
    const { api, queue } = setUp();
    queue.change(7, { x: 100, y: 50 });
    expect(api.calls.map((call) => call.body)).toEqual([{ x: 100, y: 50 }]);
  });

  it('never has two requests of one stall on the way: later changes follow as one', async () => {
    const { api, queue, saved } = setUp();
    queue.change(7, { x: 100 });
    queue.change(7, { x: 200 });
    queue.change(7, { water: true });
    expect(api.calls).toHaveLength(1);
    expect(queue.busy(7)).toBe(true);

    api.calls[0]!.answer();
    await flushPromises();
    expect(saved).toEqual([[7, { x: 100 }, false]]);
    expect(api.calls.map((call) => call.body)).toEqual([{ x: 100 }, { x: 200, water: true }]);
    api.calls[1]!.answer();
    await flushPromises();
    expect(saved.at(-1)).toEqual([7, { x: 200, water: true }, true]);
    expect(queue.busy(7)).toBe(false);
    expect(api.mostOpen()).toBe(1);
  });

  it('lets different stalls save side by side', () => {
    const { api, queue } = setUp();
    queue.change(7, { x: 100 });
    queue.change(8, { x: 400 });
    expect(api.calls.map((call) => call.id)).toEqual([7, 8]);
  });

  it('waits for the pause of a key held while the last move is on the way', async () => {
    const { api, queue } = setUp();
    queue.change(7, { x: 100 });
    queue.change(7, { x: 110 }, { debounce: true });
    api.calls[0]!.answer();
    await flushPromises();
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(api.calls.map((call) => call.body)).toEqual([{ x: 100 }, { x: 110 }]);
  });

  it('drops what was queued after a refused change', async () => {
    const { api, queue, failed, states } = setUp();
    queue.change(7, { x: 100 });
    queue.change(7, { x: 200 }, { debounce: true });
    api.calls[0]!.refuse();
    await flushPromises();
    await vi.advanceTimersByTimeAsync(1000);
    expect(failed).toEqual([7]);
    expect(states.at(-1)).toEqual([7, 'failed']);
    expect(api.calls).toHaveLength(1);
    expect(queue.busy(7)).toBe(false);
  });

  it('sends what still waits when the editor is left', () => {
    const { api, queue } = setUp();
    queue.change(7, { x: 100 }, { debounce: true });
    queue.flushAll();
    expect(api.calls.map((call) => call.body)).toEqual([{ x: 100 }]);
  });
});
