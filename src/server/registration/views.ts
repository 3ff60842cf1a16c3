// A participant's registrations as the participant centre shows them: status, the payment status by
// spec 2 §4's rule, fees, the flow, hotel and room names, and the participant's check-in code (the
// e-ticket's QR). Only the caller's own rows: every query is scoped by participant id.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { paymentStatusSql } from '../payments/status-sql';
import { ensureCode } from '../checkin/codes';
import { signDeep } from '../private-files/signed';

const SELECT = `SELECT r.*, ${paymentStatusSql('r')} AS shown_payment_status, f.name AS flow_name, p.checkin_code AS participant_checkin_code
  FROM registrations r LEFT JOIN registration_flows f ON f.id = r.flow_id JOIN participants p ON p.id = r.participant_id`;

function present(ctx: Ctx, row: Row): Row {
  // the participant's own proof and attachments, as links that work for a while
  const r = signDeep(ctx.tokenSecret, ctx.repo('registration').fromRow(row)!);
  const hs = (r.hotelSelection ?? {}) as Row;
  return {
    ...r,
    paymentStatus: row.shown_payment_status,
    flowName: row.flow_name ?? null,
    hotelName: hs.hotelName ?? null,
    roomTypeName: hs.roomTypeName ?? null,
    nights: hs.needHotel ? hs.nights ?? null : null,
    // the e-ticket shows the check-in code once the registration is paid
    checkinCode: ['approved', 'paid'].includes(row.shown_payment_status) ? row.participant_checkin_code ?? null : null,
  };
}

export async function oneRegistration(ctx: Ctx, participantId: number, id: number): Promise<Row | null> {
  const [row] = await ctx.db.query(`${SELECT} WHERE r.id = $1 AND r.participant_id = $2 AND r.registration_status <> 'draft'`, [id, participantId]);
  return row ? present(ctx, row) : null;
}

/** Newest first, drafts left out; a paid registration's e-ticket gets the participant's check-in code made. */
export async function myRegistrations(ctx: Ctx, participantId: number): Promise<Row[]> {
  const list = await listOf(ctx, participantId);
  if (!list.some((r) => ['approved', 'paid'].includes(r.paymentStatus) && !r.checkinCode)) return list;
  await ensureCode(ctx.db, participantId);
  return listOf(ctx, participantId);
}

async function listOf(ctx: Ctx, participantId: number): Promise<Row[]> {
  const rows = await ctx.db.query(
    `${SELECT} WHERE r.participant_id = $1 AND r.registration_status <> 'draft'
      ORDER BY r.registration_time DESC NULLS LAST, r.id DESC LIMIT 100`,
    [participantId],
  );
  return rows.map((r) => present(ctx, r));
}
