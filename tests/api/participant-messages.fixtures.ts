// A meeting whose participants differ in ticket, state, payment, language and e-mail, for the tests
// of messages to participants: registered through the real submission call (which keeps the
// participant's language), cancelled and confirmed through the real lifecycle calls.
import { call, type TestApp } from './harness';
import { openMeeting, participants, submission, submit, type Setup } from './registration.fixtures';

export interface Person { id: number; token: string; headers: Record<string, string>; email: string | null; lang: 'zh' | 'en'; regId?: number }

export interface Cast {
  s: Setup;
  /** 标准票, zh, awaiting payment */
  zhStd: Person;
  /** VIP票, en, awaiting payment */
  enVip: Person;
  /** 标准票, en, confirmed by the organizer */
  enStd: Person;
  /** 标准票, zh, no e-mail, cancelled by themselves */
  gone: Person;
  /** no registration at all */
  idle: Person;
}

async function person(t: TestApp, s: Setup, email: string | null, lang: 'zh' | 'en', ticket: string | null): Promise<Person> {
  const [p] = await participants(t, s.meeting, 1);
  if (email) await t.db.query('UPDATE participants SET email = $2 WHERE id = $1', [p.id, email]);
  const out: Person = { ...p, email, lang };
  if (ticket) {
    const r = await submit(t, p, submission(s, { ticketType: ticket }), { lang });
    if (r.status !== 201 && r.status !== 200) throw new Error(`submit ${r.status} ${JSON.stringify(r.body)}`);
    out.regId = Number(r.body.data.id);
  }
  return out;
}

export async function castMeeting(t: TestApp, orgToken: string, tag: string): Promise<Cast> {
  const s = await openMeeting(t, orgToken);
  const zhStd = await person(t, s, `zh-std-${tag}@example.com`, 'zh', '标准票');
  const enVip = await person(t, s, `en-vip-${tag}@example.com`, 'en', 'VIP票');
  const enStd = await person(t, s, `en-std-${tag}@example.com`, 'en', '标准票');
  const gone = await person(t, s, null, 'zh', '标准票');
  const idle = await person(t, s, `idle-${tag}@example.com`, 'zh', null);
  const c = await call(t.app, 'POST', `/api/co/registrations/${enStd.regId}/confirm`, { token: orgToken, body: {} });
  if (c.status !== 200) throw new Error(`confirm ${c.status} ${JSON.stringify(c.body)}`);
  const x = await call(t.app, 'POST', `/api/registrations/${gone.regId}/cancel`, { headers: gone.headers, body: {} });
  if (x.status !== 200) throw new Error(`cancel ${x.status} ${JSON.stringify(x.body)}`);
  return { s, zhStd, enVip, enStd, gone, idle };
}

/** The titles in a participant's own notification centre, newest first. */
export async function inbox(t: TestApp, p: Person): Promise<Array<{ title: string; content: string; category: string }>> {
  const r = await call(t.app, 'GET', '/api/participants/notifications?size=50', { headers: p.headers });
  if (r.status !== 200) throw new Error(`inbox ${r.status}`);
  return r.body.data.content;
}
