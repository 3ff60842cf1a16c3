// One organizer's world for the security suites: a meeting with a hotel, room type, flow, participant,
// registration, invoice request, staff account, notification and uploads, every text marked so a leak
// to another caller can be spotted. Path parameters of any route are filled with these real ids.
import { randomBytes } from 'node:crypto';
import type { RouteDef } from '../../src/server/http/route';
import { call, multipart, nextPhone, pngBytes, registerOrganizer, type TestApp } from './harness';
import { createHotel, createMeeting, createRoom, upload } from './hotels.fixtures';
import { sample } from './security.sample';
import { registerParticipant } from './participant-accounts.fixtures';

export interface World {
  mark: string;
  org: Awaited<ReturnType<typeof registerOrganizer>>;
  ids: Record<string, number | string>;
}

export async function seedWorld(t: TestApp, name: string): Promise<World> {
  const mark = `MARK${randomBytes(4).toString('hex')}`;
  const org = await registerOrganizer(t, name, 'world-pass-1');
  const token = org.token;
  const meeting = await createMeeting(t, token, { title: `${mark} 会议`, manager: mark });
  const hotel = await createHotel(t, token, meeting.id, { name: `${mark} 酒店` });
  const room = await createRoom(t, token, hotel.id, { name: `${mark} 房型` });
  const flowBody = sample(t.app.ctx.schemas.composed['flow.save'] as any, { name: `${mark} 流程` });
  const flow = await call(t.app, 'POST', `/api/co/meeting/${meeting.id}/registration-flows`, { token, body: flowBody });
  if (flow.status !== 200) throw new Error(`flow ${flow.status} ${JSON.stringify(flow.body)}`);
  const repo = t.app.ctx.repo.bind(t.app.ctx);
  const participant = await repo('participant').insert(t.db, {
    meetingId: meeting.id, adminId: meeting.organizerId, username: `p${mark}`, name: `${mark} 参会人`, phone: '13800000001', email: `${mark}@example.com`,
  });
  const registration = await repo('registration').insert(t.db, {
    meetingId: meeting.id, participantId: participant.id, registrationStatus: 'awaiting_payment', paymentStatus: 'pending', ticketPrice: 199, currency: 'CNY',
  });
  const invoice = await repo('invoiceRequest').insert(t.db, { meetingId: meeting.id, participantId: participant.id, registrationId: registration.id, title: `${mark} 发票` });
  const notification = await repo('notification').insert(t.db, { userId: org.user.id, title: `${mark} 通知`, content: mark });
  const sub = await call(t.app, 'POST', '/api/auth/sub-accounts', { token, body: { username: `${name}staff`, name: mark } });
  if (sub.status !== 200) throw new Error(`sub-account ${sub.status} ${JSON.stringify(sub.body)}`);
  const png = pngBytes(4, 4);
  const media = await upload(t, token, { category: 'hotel', meetingId: String(meeting.id) }, { name: 'a.png', type: 'image/png', data: png });
  const avatarForm = multipart('avatar', 'a.png', 'image/png', png);
  const avatar = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload: avatarForm.payload, headers: { 'content-type': avatarForm.contentType, authorization: `Bearer ${token}` } });
  return {
    mark,
    org,
    ids: {
      meeting: meeting.id, hotel: hotel.id, roomType: room.id, flow: flow.body.data.id, participant: participant.id, registration: registration.id,
      invoice: invoice.id, notification: notification.id, user: org.user.id, sub: sub.body.data.user.id,
      media: media.body.data.fileName, avatar: avatar.json().filename,
    },
  };
}

/** Which seeded object a path parameter names: from its name, else the path segment before it. */
export function paramKind(url: string, param: string): string {
  const byName: Record<string, string> = { meetingId: 'meeting', flowId: 'flow', participantId: 'participant', notificationId: 'notification', filename: 'avatar', name: 'media' };
  if (param === 'userId') return url.includes('/user-management/') ? 'participant' : 'user';
  if (byName[param]) return byName[param];
  const segs = url.split('/');
  const before = segs[segs.indexOf(`:${param}`) - 1];
  const bySegment: Record<string, string> = {
    meeting: 'meeting', hotels: 'hotel', 'room-types': 'roomType', requests: 'invoice', 'sub-accounts': 'sub', 'organizer-users': 'user',
    notifications: 'notification', participants: 'participant', registrations: 'registration', 'registration-flows': 'flow',
  };
  // other kinds are named by their segment ('speakers', 'news', …): discover() creates one where it can
  return bySegment[before] ?? before;
}

/** The route's URL with every parameter filled from the world; `known` is false when a parameter had to be guessed. */
export function urlIn(r: RouteDef, w: World): { url: string; known: boolean; params: number } {
  let known = true;
  let params = 0;
  const url = r.url.replace(/:(\w+)/g, (_, p: string) => {
    params++;
    const kind = paramKind(r.url, p);
    if (w.ids[kind] === undefined) known = false;
    return String(w.ids[kind] ?? w.ids.meeting);
  });
  return { url, known, params };
}

/**
 * Objects of kinds the world was not seeded with (areas that landed later: speakers, news, …), each
 * made through the route table's own create call (POST /api/<kind>, body sampled from its schema).
 */
export async function discover(t: TestApp, w: World, routes: RouteDef[]) {
  const kinds = new Set(routes.flatMap((r) => [...r.url.matchAll(/:(\w+)/g)].map((m) => paramKind(r.url, m[1]))).filter((k) => w.ids[k] === undefined));
  for (const kind of kinds) {
    const create = routes.find((r) => r.method === 'POST' && !r.multipart && r.access !== 'superAdmin' && [`/api/${kind}`, `/api/${kind}s`, `/api/${kind.replace(/s$/, '')}`].includes(r.url));
    if (!create) continue;
    const composed = t.app.ctx.schemas.composed;
    const body = create.body ? sample(composed[[create.body].flat()[0]] as any, { ...hintsOf(w), name: `${w.mark} ${kind}`, title: `${w.mark} ${kind}` }) : {};
    const query = create.query ? `?${new URLSearchParams(Object.entries(sample(composed[create.query] as any, hintsOf(w)) as object).map(([k, v]) => [k, String(v)]))}` : '';
    const res = await call(t.app, 'POST', create.url + query, { token: w.org.token, body });
    const id = res.body?.data?.id ?? res.body?.id;
    if (res.status < 300 && id !== undefined) w.ids[kind] = id;
  }
}

/** Registers a participant on the world's meeting through the public API and logs it in; its token. */
export async function participantToken(t: TestApp, w: World): Promise<string | undefined> {
  const p = await registerParticipant(t, Number(w.ids.meeting), { username: `pt${w.mark.slice(4, 10)}`, password: 'part-pass-1', adminId: w.ids.user, phone: nextPhone() }).catch(() => undefined);
  return p?.token;
}

/** Values for body fields that name objects: another tenant's ids, so a write aimed at them must fail. */
export function hintsOf(w: World): Record<string, unknown> {
  const i = w.ids;
  return {
    meetingId: i.meeting, hotelId: i.hotel, roomTypeId: i.roomType, participantId: i.participant, flowId: i.flow, registrationId: i.registration,
    id: i.meeting, ids: [i.hotel], hotelIds: [i.hotel], roomTypeIds: [i.roomType], userId: i.user,
  };
}

/** Every row that belongs to the world's meeting or user, as text: compared before and after others' calls. */
export async function snapshot(t: TestApp, w: World): Promise<string> {
  const cols = await t.db.query(
    `SELECT table_name AS t, column_name AS c FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name IN ('meeting_id', 'organizer_id', 'user_id', 'master_id') ORDER BY 1, 2`,
  );
  const parts: string[] = [];
  for (const { t: table, c } of cols) {
    if (table === 'sessions') continue; // the world's own logins touch these
    const id = c === 'meeting_id' ? w.ids.meeting : w.ids.user;
    const rows = await t.db.query(`SELECT * FROM "${table}" WHERE "${c}" = $1 ORDER BY 1`, [id]);
    parts.push(`${table}.${c}: ${JSON.stringify(rows)}`);
  }
  const users = await t.db.query('SELECT * FROM users WHERE id = ANY($1::int[]) ORDER BY id', [[w.ids.user, w.ids.sub]]);
  const meetings = await t.db.query('SELECT * FROM meetings WHERE id = $1', [w.ids.meeting]);
  return [...parts, JSON.stringify(users), JSON.stringify(meetings)].join('\n');
}
