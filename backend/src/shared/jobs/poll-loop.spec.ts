import type { Logger } from '@nestjs/common';
import { PollLoop } from './poll-loop.js';

function recordingLogger() {
  const lines: string[] = [];
  const logger = {
    log: (message: string) => lines.push(`log ${message}`),
    warn: (_context: unknown, message: string) => lines.push(`warn ${message}`),
    error: (_context: unknown, message: string) => lines.push(`error ${message}`),
  } as unknown as Logger;
  return { lines, logger };
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});

describe('PollLoop', () => {
  it('waits longer after every failure in a row, logs each once and resumes', async () => {
    const { lines, logger } = recordingLogger();
    const calls: number[] = [];
    let failuresLeft = 4;
    const done = new Promise<void>((resolve) => {
      const loop = new PollLoop(
        async () => {
          calls.push(performance.now());
          if (failuresLeft-- > 0) throw refused;
          void loop.stop().then(resolve);
          return false;
        },
        20,
        logger,
      );
      loop.start();
    });
    await done;

    const gaps = calls.slice(1).map((at, i) => at - calls[i]!);
    expect(gaps).toHaveLength(4);
    // 20, 40, 80, 160 ms (a timer may fire a millisecond early)
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(20 * 2 ** i - 1));
    expect(lines).toEqual([
      ...Array(4).fill('warn Datenbank nicht erreichbar: Warteschlange wartet'),
      'log Warteschlange läuft wieder (nach 4 Fehlversuchen)',
    ]);
  });

  it('logs other failures as errors', async () => {
    const { lines, logger } = recordingLogger();
    const loop = new PollLoop(() => Promise.reject(new Error('kaputt')), 1_000, logger);
    loop.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await loop.stop();
    expect(lines).toEqual(['error Warteschlange konnte nicht abgearbeitet werden']);
  });
});
