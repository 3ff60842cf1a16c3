// Shared by the hotels API tests: valid bodies, a meeting per organizer, seeded guests and uploads.
import { randomBytes } from 'node:crypto';
import { call, type TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
export { MEETING_NOT_FOUND } from './cast.fixtures';

export const HOTELS = '/api/co/hotels';
export const HOTEL_NOT_FOUND = ['酒店不存在或无权访问', 'The hotel does not exist or you may not access it'] as const;
export const ROOM_NOT_FOUND = ['房型不存在或无权访问', 'The room type does not exist or you may not access it'] as const;

// a 1x1 baseline JPEG (the same bytes as the avatar tests)
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export const validHotel = (meetingId: number, over: Record<string, unknown> = {}) => ({
  meetingId,
  name: `会议酒店${randomBytes(2).toString('hex')}`,
  address: '上海市浦东新区滨江大道 2727 号',
  frontDeskPhone: '021-58888888',
  earliestCheckin: '14:00',
  latestCheckout: '12:00',
  bookingStartTime: '2026-12-01',
  bookingEndTime: '2026-12-20',
  ...over,
});

export const validRoom = (over: Record<string, unknown> = {}) => ({
  name: '高级大床房',
  price: 688.5,
  stock: 20,
  area: 35.5,
  bedType: 'king',
  capacity: 2,
  breakfast: 'included',
  cancellationPolicy: 'free',
  facilities: ['WiFi', '空调'],
  description: '江景，含双早',
  ...over,
});

export async function createHotel(t: TestApp, token: string, meetingId: number, over: Record<string, unknown> = {}) {
  const r = await call(t.app, 'POST', HOTELS, { token, body: validHotel(meetingId, over) });
  if (r.status !== 200) throw new Error(`hotel ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data as Record<string, any>;
}

export async function createRoom(t: TestApp, token: string, hotelId: number, over: Record<string, unknown> = {}) {
  const r = await call(t.app, 'POST', `${HOTELS}/${hotelId}/room-types`, { token, body: validRoom(over) });
  if (r.status !== 200) throw new Error(`room ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data as Record<string, any>;
}

export { createMeeting };

let seq = 0;
/** A participant of the meeting with one registration (status, payment, hotel choice as given). */
export async function seedGuest(t: TestApp, meeting: Record<string, any>, p: Record<string, unknown>, reg: Record<string, unknown>) {
  const participant = await t.app.ctx.repo('participant').insert(t.db, {
    meetingId: meeting.id, adminId: meeting.organizerId, username: `g${Date.now() % 1e6}${seq++}`, ...p,
  });
  const registration = await t.app.ctx.repo('registration').insert(t.db, {
    meetingId: meeting.id, participantId: participant.id, registrationStatus: 'awaiting_payment', paymentStatus: 'unpaid', ...reg,
  });
  return { participant, registration };
}

/** A multipart body with text fields and one file part. */
export function form(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer; field?: string }) {
  const boundary = `----conflow${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function upload(t: TestApp, token: string | undefined, fields: Record<string, string>, file?: Parameters<typeof form>[1], lang: 'zh' | 'en' = 'zh') {
  const f = form(fields, file);
  const res = await t.app.inject({
    method: 'POST', url: '/api/media/upload', payload: f.payload,
    headers: { 'content-type': f.contentType, 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}
