// Shared by the payment and finance API tests: participants, registrations, a hotel and a room type
// written straight to the database (the registration flow and participant accounts come later).
import { randomBytes } from 'node:crypto';
import type { TestApp } from './harness';
import { newDoorCode } from '../../src/server/checkin/door-codes';

let seq = 0;
export async function addParticipant(t: TestApp, meeting: Record<string, any>, over: Record<string, unknown> = {}) {
  seq++;
  return t.app.ctx.repo('participant').insert(t.db, {
    meetingId: meeting.id,
    adminId: meeting.organizerId,
    username: `p${seq}_${randomBytes(2).toString('hex')}`,
    name: `参会人${seq}`,
    phone: `138${String(seq).padStart(8, '0')}`,
    ...over,
  });
}

export async function addRegistration(t: TestApp, participant: Record<string, any>, over: Record<string, unknown> = {}) {
  return t.app.ctx.repo('registration').insert(t.db, {
    meetingId: participant.meetingId,
    participantId: participant.id,
    registrationStatus: 'awaiting_payment',
    paymentStatus: 'unpaid',
    ticketPrice: 199,
    currency: 'CNY',
    // as every submitted registration has one (made in the submission's insert, migrated for older rows)
    ...(over.registrationStatus === 'draft' ? {} : { doorCode: newDoorCode() }),
    ...over,
  });
}

/** A hotel with one room type at `price`; answers the room type's id. */
export async function addRoomType(t: TestApp, meetingId: number, price: number): Promise<number> {
  const [h] = await t.db.query(`INSERT INTO hotels (meeting_id, name, address) VALUES ($1, '会议酒店', '上海') RETURNING id`, [meetingId]);
  const [r] = await t.db.query(`INSERT INTO room_types (hotel_id, meeting_id, name, price, stock) VALUES ($1, $2, '大床房', $3, 10) RETURNING id`, [h.id, meetingId, price]);
  return Number(r.id);
}

export const rowOf = async (t: TestApp, table: string, id: number) => JSON.stringify((await t.db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0]);
