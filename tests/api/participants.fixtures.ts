// Shared by the participant API tests: a meeting made through the API, participants and registration
// records seeded through the entity repositories (the flows that create them come with later issues).
import type { TestApp } from './harness';
import { createMeeting } from './meetings.fixtures';
import { newDoorCode } from '../../src/server/checkin/door-codes';

export const base = (meetingId: number) => `/api/user-management/meeting/${meetingId}`;

export async function seedMeeting(t: TestApp, token: string, title = '参会人员测试会议') {
  return createMeeting(t, token, { title });
}

let seq = 0;
export async function addParticipant(t: TestApp, meeting: Record<string, any>, over: Record<string, unknown> = {}) {
  seq++;
  return t.app.ctx.repo('participant').insert(t.db, {
    meetingId: meeting.id,
    adminId: meeting.organizerId,
    username: `p${seq}_${Date.now() % 100000}`,
    name: `参会人${seq}`,
    phone: `138${String(seq).padStart(8, '0')}`,
    email: `p${seq}@example.com`,
    workplace: '上海大学',
    position: '教授',
    gender: '男',
    checkinCode: `CK${seq}_${Math.random().toString(36).slice(2, 10)}`,
    ...over,
  });
}

/** A registration record; times are ISO strings (registrationTime decides which record is newest). */
export async function addRegistration(t: TestApp, meeting: Record<string, any>, participantId: number, over: Record<string, unknown> = {}) {
  return t.app.ctx.repo('registration').insert(t.db, {
    meetingId: meeting.id,
    participantId,
    registrationStatus: 'awaiting_payment',
    paymentStatus: 'unpaid',
    ticketPrice: 199,
    formData: { 姓名: '张三', 手机号: '13800000000', 工作单位: '上海大学' },
    // as every submitted registration has one (made in the submission's insert, migrated for older rows)
    ...(over.registrationStatus === 'draft' ? {} : { doorCode: newDoorCode() }),
    ...over,
  });
}

export const iso = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();
