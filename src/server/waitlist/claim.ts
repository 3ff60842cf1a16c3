// Claiming a waiting-list offer (issue 20): the registration is made from the submission the entry kept,
// through the same submission as any other (answers checked against the design version they were made
// on, priced now, payment as usual), with the ticket's place the offer held instead of a new one. The
// retry key is the entry's, so a repeated claim is answered the registration the first one made.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import type { SubmitBody } from '../registration/choices';
import { submit } from '../registration/submit';

export async function claim(ctx: Ctx, participant: Row, entry: Row, lang: 'zh' | 'en'): Promise<{ reg: Row; created: boolean }> {
  if (entry.status !== 'offered' && entry.status !== 'claimed') throw new AppError(409, 'waitlist.offerGone');
  const body = { ...(entry.answers ?? {}), ticketType: entry.ticket_type } as SubmitBody;
  return submit(ctx, participant, body, `waitlist:${entry.id}`, lang, { entryId: Number(entry.id) });
}
