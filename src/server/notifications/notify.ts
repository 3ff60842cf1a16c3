// One in-app notification for one user: what other areas call when something happens to a user
// (registration, payment, review). The bell shows it at its next poll.
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';

export type NotificationCategory = 'MEETING' | 'SYSTEM' | 'SECURITY' | 'FEATURE' | 'URGENT';

export interface NotifyMessage {
  title: string;
  content?: string;
  category?: NotificationCategory;
}

/** The stored notification of user `userId` (also written as a part of a larger statement, registration/submission-write.ts). */
export const userNotification = (userId: number, msg: NotifyMessage) => ({
  userId,
  title: msg.title.slice(0, 200),
  content: (msg.content ?? '').slice(0, 5000),
  category: msg.category ?? 'SYSTEM',
});

/** Stores the notification; pass `db` to write inside the caller's transaction. Answers its id. */
export async function notify(ctx: Pick<Ctx, 'db' | 'repo'>, userId: number, msg: NotifyMessage, db: Db = ctx.db): Promise<number> {
  const row = await ctx.repo('notification').insert(db, userNotification(userId, msg));
  return row.id as number;
}

/** The same for a meeting participant (no platform account): its notification centre reads participantId. */
export async function notifyParticipant(ctx: Pick<Ctx, 'db' | 'repo'>, participantId: number, msg: NotifyMessage, db: Db = ctx.db): Promise<number> {
  const row = await ctx.repo('notification').insert(db, {
    participantId,
    title: msg.title.slice(0, 200),
    content: (msg.content ?? '').slice(0, 5000),
    category: msg.category ?? 'MEETING',
  });
  return row.id as number;
}
