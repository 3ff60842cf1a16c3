// A large meeting for benchmarks and end-to-end tests: an organizer, a meeting, a hotel with two
// room types, `participants` participants and `registrations` registrations of every kind — drafts,
// pending with a transfer proof, approved, rejected, unpaid cash, hotel bookings with and without a
// fixed fee, each in its lifecycle state (src/shared/lifecycle.ts): awaiting payment, or confirmed once
// paid (checked in when its participant is); with `confirmed`, every registration confirmed and paid. Rows
// are written with INSERT … SELECT over generate_series (one statement per table), so 10,000 participants
// take well under a second; the kinds follow i % 10 (see KINDS).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/server/db/driver';
import { localStorage } from '../../src/server/storage/local';
import type { Storage } from '../../src/server/storage/storage';
import { hashPassword } from '../../src/server/auth/password';
import { Bitmap } from '../../src/server/captcha/png';
import { fillDoorCodes } from '../../src/server/checkin/door-codes';

export interface SeedOptions {
  participants: number;
  registrations: number;
  username: string;
  password: string;
  /** where uploads live (DATA_DIR/uploads): the transfer proof picture goes there, unless `storage` is given */
  uploadDir: string;
  /** the store STORAGE_URL names (an S3 bucket): the proof picture is put there instead */
  storage?: Storage;
  title?: string;
  /** every registration confirmed and paid (no drafts): a meeting whose badges all print */
  confirmed?: boolean;
}

/** What registration i (1-based) is, by i % 10. */
export const KINDS = ['draft', 'pending', 'pending', 'pending', 'approved', 'approvedHotel', 'rejected', 'unpaidCash', 'pendingHotel', 'draft'] as const;

/** A small real PNG served by GET /api/files/avatars/{name}, used as every seeded proof. */
async function writeProof(o: Pick<SeedOptions, 'uploadDir' | 'storage'>): Promise<string> {
  const b = new Bitmap(240, 160);
  for (let y = 0; y < 160; y++) for (let x = 0; x < 240; x++) b.set(x, y, 235 - (y >> 2), 240 - (x >> 3), 250);
  for (let y = 30; y < 50; y++) for (let x = 30; x < 210; x++) b.set(x, y, 37, 99, 235);
  for (let y = 70; y < 80; y++) for (let x = 30; x < 170; x++) b.set(x, y, 100, 116, 139);
  for (let y = 95; y < 105; y++) for (let x = 30; x < 190; x++) b.set(x, y, 100, 116, 139);
  const name = `${randomBytes(16).toString('hex')}.png`;
  await (o.storage ?? localStorage(o.uploadDir)).put(`avatars/${name}`, b.toPng(), 'image/png');
  return `/api/files/avatars/${name}`;
}

/**
 * One transaction, so a failure leaves nothing half-written; a deadlock with a server starting on the
 * same database (its start-up DDL) is retried once.
 */
export async function seedMeeting(db: Db, o: SeedOptions) {
  const hash = await hashPassword(o.password);
  try {
    return await db.tx((t) => write(t, o, hash));
  } catch (e) {
    if ((e as { code?: string }).code !== '40P01') throw e;
    return db.tx((t) => write(t, o, hash));
  }
}

async function write(db: Db, o: SeedOptions, hash: string) {
  const [user] = await db.query(
    `INSERT INTO users (username, password_hash, role, status, name) VALUES ($1, $2, 'ORGANIZER', 'active', $3)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash RETURNING id`,
    [o.username, hash, '演示会务组'],
  );
  const organizerId = Number(user.id);
  const [meeting] = await db.query(
    `INSERT INTO meetings (title, type, status, start_time, end_time, location, manager, organizer_id, description)
     VALUES ($1, 'domestic', 'preparing', '2026-12-10 01:00:00+00', '2026-12-12 10:00:00+00', '上海国际会议中心', '张经理', $2, '压测与演示用会议')
     RETURNING id`,
    [o.title ?? `万人大会 ${new Date().toISOString().slice(0, 16)}`, organizerId],
  );
  const meetingId = Number(meeting.id);
  const [hotel] = await db.query(
    `INSERT INTO hotels (meeting_id, name, address, front_desk_phone, earliest_checkin, latest_checkout, booking_start_time, booking_end_time, status)
     VALUES ($1, '会议中心酒店', '上海市浦东新区滨江大道 2727 号', '021-12345678', '14:00', '12:00', '2026-11-01', '2026-12-12', 'active') RETURNING id`,
    [meetingId],
  );
  const rooms = await db.query(
    `INSERT INTO room_types (hotel_id, meeting_id, name, price, stock, bed_type, capacity, status, sort_order)
     VALUES ($1, $2, '标准大床房', 388.00, 500, 'king', 2, 'active', 1), ($1, $2, '豪华双床房', 588.00, 300, 'double', 2, 'active', 2) RETURNING id, price`,
    [hotel.id, meetingId],
  );
  const [roomA, roomB] = rooms.map((r) => Number(r.id));
  const proof = await writeProof(o);

  const surnames = "ARRAY['王','李','张','刘','陈','杨','赵','黄','周','吴','徐','孙','胡','朱','高','林','何','郭','马','罗']";
  const given = "ARRAY['伟','芳','娜','敏','静','丽','强','磊','洋','艳','勇','军','杰','娟','涛','明','超','秀英','华','平']";
  const tag = randomBytes(3).toString('hex'); // usernames stay unique when a meeting is seeded twice
  await db.query(
    `INSERT INTO participants (meeting_id, admin_id, username, name, phone, email, gender, workplace, position, checkin_status, checkin_time, checkin_code, register_time)
     SELECT $1, $2, 'u' || i || '_' || $4::text, (${surnames})[1 + i % 20] || (${given})[1 + (i / 20) % 20],
       '13' || (8 + i % 2)::text || lpad(i::text, 8, '0'), 'u' || i || '@example.com', CASE WHEN i % 2 = 0 THEN '女' ELSE '男' END,
       (ARRAY['清华大学','复旦大学','华为技术有限公司','阿里巴巴','中国科学院'])[1 + i % 5], (ARRAY['教授','工程师','经理','研究员','学生'])[1 + i % 5],
       CASE WHEN i % 7 = 0 THEN 'checked_in' ELSE 'not_checked_in' END, CASE WHEN i % 7 = 0 THEN now() - ((i / 7) % 10 || ' days')::interval END,
       $4::text || '-' || i, now() - (i || ' minutes')::interval
     FROM generate_series(1, $3::int) AS i`,
    [meetingId, organizerId, o.participants, tag],
  );
  const kinds = o.confirmed ? "'confirmed'" : `(ARRAY[${KINDS.map((k) => `'${k}'`).join(',')}])[1 + i % 10]`;
  // registration i belongs to the i-th participant of this meeting (by id)
  await db.query(
    `WITH p AS (SELECT id, row_number() OVER (ORDER BY id) AS i FROM participants WHERE meeting_id = $1),
     k AS (SELECT p.id, p.i, ${kinds.replaceAll('i %', 'p.i %')} AS kind FROM p WHERE p.i <= $2)
     INSERT INTO registrations (meeting_id, participant_id, registration_status, payment_status, payment_method, ticket_price, ticket_quantity,
       selected_ticket_name, hotel_selection, hotel_fee, total_amount, currency, bank_transfer_proof, form_data, registration_time, submit_time,
       review_time, reviewer, reviewer_id, reject_reason, reject_details, created_at, updated_at)
     SELECT $1, k.id,
       -- the lifecycle state each kind is in: paid ones confirmed (checked in when their participant is,
       -- every 7th), the others accepted and awaiting their money
       CASE WHEN kind = 'draft' THEN 'draft' WHEN kind = 'confirmed' THEN 'confirmed'
         WHEN kind IN ('approved', 'approvedHotel') THEN (CASE WHEN k.i % 7 = 0 THEN 'checked_in' ELSE 'confirmed' END)
         ELSE 'awaiting_payment' END,
       CASE WHEN kind IN ('pending', 'pendingHotel') THEN 'pending' WHEN kind IN ('approved', 'approvedHotel') THEN 'approved' WHEN kind = 'rejected' THEN 'rejected' WHEN kind = 'confirmed' THEN 'paid' ELSE 'unpaid' END,
       CASE WHEN kind IN ('unpaidCash') OR k.i % 9 = 0 THEN 'cash' ELSE 'bankCard' END,
       CASE WHEN k.i % 4 = 0 THEN 599 ELSE 199 END, 1, CASE WHEN k.i % 4 = 0 THEN 'VIP票' ELSE '标准票' END,
       CASE WHEN kind IN ('approvedHotel', 'pendingHotel') THEN jsonb_build_object('hotelId', $3::int, 'roomTypeId', CASE WHEN k.i % 2 = 0 THEN $4::int ELSE $5::int END,
         'checkinDate', '2026-12-10', 'checkoutDate', CASE WHEN k.i % 3 = 0 THEN '2026-12-13' ELSE '2026-12-12' END) END,
       CASE WHEN kind = 'approvedHotel' THEN (CASE WHEN k.i % 2 = 0 THEN 388 ELSE 588 END) * (CASE WHEN k.i % 3 = 0 THEN 3 ELSE 2 END) ELSE 0 END,
       CASE WHEN kind = 'approvedHotel' THEN (CASE WHEN k.i % 4 = 0 THEN 599 ELSE 199 END) + (CASE WHEN k.i % 2 = 0 THEN 388 ELSE 588 END) * (CASE WHEN k.i % 3 = 0 THEN 3 ELSE 2 END)
         WHEN kind = 'pendingHotel' THEN 0 ELSE (CASE WHEN k.i % 4 = 0 THEN 599 ELSE 199 END) END,
       CASE WHEN k.i % 50 = 14 THEN 'USD' WHEN k.i % 100 = 24 THEN 'EUR' ELSE 'CNY' END,
       CASE WHEN kind IN ('pending', 'pendingHotel', 'approved', 'approvedHotel', 'rejected') THEN $6::text END,
       jsonb_build_object('参会身份', CASE WHEN k.i % 4 = 0 THEN 'VIP' ELSE '普通参会者' END),
       timestamptz '2026-10-01 00:00:00+00' + (k.i || ' minutes')::interval, timestamptz '2026-10-01 00:00:00+00' + (k.i || ' minutes')::interval,
       CASE WHEN kind IN ('approved', 'approvedHotel', 'rejected') THEN timestamptz '2026-10-20 00:00:00+00' + (k.i || ' minutes')::interval END,
       CASE WHEN kind IN ('approved', 'approvedHotel', 'rejected') THEN '演示会务组' END,
       CASE WHEN kind IN ('approved', 'approvedHotel', 'rejected') THEN $7::int END,
       CASE WHEN kind = 'rejected' THEN 'proof_unclear' END, CASE WHEN kind = 'rejected' THEN '凭证图片模糊，请重新上传' END,
       now(), now()
     FROM k`,
    [meetingId, o.registrations, hotel.id, roomA, roomB, proof, organizerId],
  );
  // participants' own payment status follows their registration (as a review would have set it)
  await db.query(
    `UPDATE participants p SET payment_status = r.payment_status FROM registrations r
     WHERE r.participant_id = p.id AND r.meeting_id = $1 AND r.registration_status <> 'draft'`,
    [meetingId],
  );
  // every submitted registration has its door code, as submission gives it
  await fillDoorCodes(db, meetingId);
  // fresh statistics, as autovacuum would give a live database some time later
  await db.query('ANALYZE participants');
  await db.query('ANALYZE registrations');
  const [{ n: participants }] = await db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1', [meetingId]);
  const [{ n: registrations }] = await db.query('SELECT count(*)::int AS n FROM registrations WHERE meeting_id = $1', [meetingId]);
  return { organizerId, meetingId, username: o.username, password: o.password, participants: Number(participants), registrations: Number(registrations), proof, roomTypeIds: [roomA, roomB] };
}
