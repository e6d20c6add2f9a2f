import { nextTask, whenIdle } from './next-task';

describe('splitting work into tasks', () => {
  it('continues after a task of its own, once timers queued before it have run', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    const after = nextTask().then(() => order.push('after'));
    order.push('now');
    await after;
    expect(order).toEqual(['now', 'earlier timer', 'after']);
  });

  it('runs idle work later, not at once, and not at all when cancelled', async () => {
    const done: string[] = [];
    whenIdle(() => done.push('kept'));
    const cancel = whenIdle(() => done.push('cancelled'));
    cancel();
    expect(done).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toEqual(['kept']);
  });
});
