// The door's arrival queue (src/server/checkin/arrivals.ts) over a stand-in database that answers each
// statement after a few milliseconds: scanners wait for each answer before their next scan, and the
// queue waits for the scanners it just answered, so they share the next statement instead of the
// queue alternating between two half-size ones. One scanner alone is never kept waiting.
import { describe, expect, it } from 'vitest';
import { ArrivalQueue, type Arrival } from '../../src/server/checkin/arrivals';
import type { Db } from '../../src/server/db/driver';

/** A database whose every statement takes `ms`; `widths` records how many arrivals each carried. */
function slowDb(ms: number) {
  const widths: number[] = [];
  const db = {
    changes: { within: <T>(_scope: unknown, run: () => Promise<T>) => run() },
    query: async (_sql: string, params: unknown[]) => {
      const ks = params[0] as number[];
      widths.push(ks.length);
      await new Promise((r) => setTimeout(r, ms));
      return ks.map((k) => ({ arrival_k: k, id: k }));
    },
  } as unknown as Db;
  return { db, widths };
}

const arrival = (participantId: number): Arrival => ({
  code: `CODE${participantId}`, participantId, meetingId: 1, owner: 1, status: 'checked_in', operatorId: 1, claim: ['sid', 1, 'ORGANIZER'],
});

/** `scanners` closed loops of `rounds` scans each, every next scan sent a moment (the answer's way back) after the last was answered. */
async function doors(queue: ArrivalQueue, scanners: number, rounds: number) {
  await Promise.all(Array.from({ length: scanners }, async (_, s) => {
    for (let i = 0; i < rounds; i++) {
      expect(await queue.arrive(arrival(s * 100 + i))).toBeTruthy();
      await new Promise((r) => setTimeout(r, 1));
    }
  }));
}

describe('arrival queue', () => {
  it('sends a lone arrival at once', async () => {
    const { db, widths } = slowDb(5);
    const queue = new ArrivalQueue(db, 1, 50, 1000);
    const answer = queue.arrive(arrival(1));
    expect(widths).toEqual([1]);
    expect(await answer).toMatchObject({ id: 0 });
  });

  it('waits for the scanners it just answered, so every statement after the first carries all of them', async () => {
    const { db, widths } = slowDb(5);
    // a wait far longer than a statement: a statement goes as soon as the scanners it waits for are back,
    // so only the last one waits it out (the scanner one round ahead has finished); were the returning
    // scanners not counted, every statement would wait it out (3 s)
    const t0 = performance.now();
    await doors(new ArrivalQueue(db, 1, 50, 500), 4, 6);
    expect(performance.now() - t0).toBeLessThan(1500);
    expect(widths[0]).toBe(1);
    expect(widths.slice(1, -1)).toEqual(widths.slice(1, -1).map(() => 4));
    expect(widths.reduce((a, b) => a + b, 0)).toBe(24);
  });

  it('without the wait the queue alternates between part batches (what the wait is for)', async () => {
    const { db, widths } = slowDb(5);
    await doors(new ArrivalQueue(db, 1, 50, 0), 4, 6);
    expect(widths.length).toBeGreaterThan(8);
    expect(widths.slice(1, -1).some((w) => w < 4)).toBe(true);
  });

  it('a scanner that does not come back keeps the queued ones waiting at most the gathering time', async () => {
    const { db, widths } = slowDb(5);
    const queue = new ArrivalQueue(db, 1, 50, 30);
    const t0 = performance.now();
    const [first, second] = await Promise.all([queue.arrive(arrival(1)), queue.arrive(arrival(2))]);
    expect([first, second].map((r) => r?.id)).toEqual([0, 0]);
    expect(widths).toEqual([1, 1]);
    // the second waited for the first scanner's next scan (never sent) until the gathering time ran out
    expect(performance.now() - t0).toBeGreaterThanOrEqual(30);
  });
});
