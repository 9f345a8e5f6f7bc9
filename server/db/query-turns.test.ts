import { describe, expect, it, vi } from 'vitest';
import { createQueryTurns } from './query-turns.ts';

describe('heavy reads take turns', () => {
  it('lets waiting I/O in between two heavy reads', async () => {
    const inTurn = createQueryTurns({ concurrency: 1, maxWaiting: 10 });
    const order: string[] = [];
    const first = inTurn(async () => {
      order.push('first read');
      // A request that arrives while the first read holds the process.
      setImmediate(() => order.push('other request'));
    });
    const second = inTurn(async () => {
      order.push('second read');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first read', 'other request', 'second read']);
  });

  it('answers 503 when the line is full instead of making it longer', async () => {
    const inTurn = createQueryTurns({ concurrency: 1, maxWaiting: 1 });
    let release!: () => void;
    const running = inTurn(() => new Promise<void>((resolve) => (release = resolve)));
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    const waiting = inTurn(async () => 'served');
    await expect(inTurn(async () => 'never')).rejects.toMatchObject({ statusCode: 503 });
    release();
    await running;
    await expect(waiting).resolves.toBe('served');
  });
});
