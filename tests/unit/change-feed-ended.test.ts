// ChangeFeed.acknowledged (db/change-feed.ts): after a logout a process waits until every other process
// listening on the database has moved its epoch, not for one that is gone. The channel here delivers each
// message to every listener in the order sent, as PostgreSQL's NOTIFY does, after a delay per listener.
import { describe, expect, it } from 'vitest';
import { ACK_MS, ChangeFeed } from '../../src/server/db/change-feed';

/** A NOTIFY channel: `deaf` listeners stop hearing (a process gone without saying bye). */
function channel() {
  const feeds: Array<{ feed: ChangeFeed; delay: number; deaf: boolean }> = [];
  const announce = async (payload: string) => {
    for (const f of feeds) if (!f.deaf) setTimeout(() => !f.deaf && f.feed.heard(payload), f.delay);
  };
  return {
    join(delay = 1) {
      const entry = { feed: new ChangeFeed(announce), delay, deaf: false };
      feeds.push(entry);
      entry.feed.joined();
      return entry;
    },
  };
}

const settle = (ms = 30) => new Promise((r) => setTimeout(r, ms));

describe('a logout waits until the other processes heard of it', () => {
  it('alone, it answers as soon as its own message is back', async () => {
    const a = channel().join().feed;
    await settle();
    const t0 = Date.now();
    await a.acknowledged();
    expect(Date.now() - t0).toBeLessThan(ACK_MS / 2);
  });

  it('with another process that hears late, only once that one has moved its epoch', async () => {
    const ch = channel();
    const a = ch.join().feed;
    const b = ch.join(120).feed;
    await settle(300); // hello and the answers to it have been heard
    const before = b.epoch;
    let movedWhenDone = false;
    await a.acknowledged().then(() => (movedWhenDone = b.epoch > before));
    expect(movedWhenDone).toBe(true);
  });

  it('a process gone silent is waited for ACK_MS at most; one that said bye is not waited for', async () => {
    const ch = channel();
    const a = ch.join().feed;
    const b = ch.join();
    const c = ch.join();
    await settle(100);
    b.deaf = true;
    let t0 = Date.now();
    await a.acknowledged();
    const waited = Date.now() - t0;
    expect(waited).toBeGreaterThanOrEqual(ACK_MS - 50);
    expect(waited).toBeLessThan(ACK_MS + 500);

    // still deaf, but its last word was bye (a process stopping): only c is asked, and answers
    b.feed.bye();
    await settle();
    const heardByC = c.feed.epoch;
    t0 = Date.now();
    await a.acknowledged();
    expect(Date.now() - t0).toBeLessThan(ACK_MS / 2);
    expect(c.feed.epoch).toBeGreaterThan(heardByC);
  });
});
