// A visitor counted once a day: the address and browser (hashed; neither is kept) name the visitor, and
// whether this is the first visit of the day is decided by one statement (counter.ts), so a reload, a
// script or a hundred requests at once count once.
import { createHash } from 'node:crypto';
import type { Ctx, Req } from '../http/context';
import { take } from './counter';

const DAY = 86_400;

export async function firstVisitToday(ctx: Ctx, req: Req, what: string): Promise<boolean> {
  const visitor = createHash('sha256').update(`${req.ip}\n${req.headers['user-agent'] ?? ''}`).digest('base64url').slice(0, 22);
  return (await take(ctx.db, { key: `visit:${what}:${visitor}`, windowSeconds: DAY, max: 1, cap: true })).ok;
}
