// A participant's registrations as the participant centre shows them: the lifecycle state, the
// payment status by spec 2 §4's rule, fees, the flow, hotel and room names, where and how much to pay
// while a bank transfer is due (the flow's account, the amount, the transfer reference, the deadline),
// and the registration's door code while it may enter (checkin/door.ts mayEnter) with the signed code
// the e-ticket's QR carries (checkin/signed-codes.ts, issue 20). Only the caller's own rows: every query
// is scoped by participant id.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import type { Db } from '../db/driver';
import { paymentStatusSql } from '../payments/status-sql';
import { mayEnter } from '../checkin/door';
import { signDeep } from '../private-files/signed';
import { signedDoorCode } from '../checkin/signed-codes';

/** What a participant's view of registration `r` reads beside its row, from its flow `f` (read back in present). */
export const VIEW_COLUMNS = (r: string, f: string) => `${r}.*, ${paymentStatusSql(r)} AS shown_payment_status, ${f}.name AS flow_name, ${f}.admit_unpaid AS flow_admit_unpaid,
    ${f}.form_config->'bankTransferPage' AS bank_page, ${f}.form_config->'payPage'->'account' AS pay_account`;

const SELECT = `SELECT ${VIEW_COLUMNS('r', 'f')} FROM registrations r LEFT JOIN registration_flows f ON f.id = r.flow_id`;

/** The bank account the flow's design shows, the amount and the reference — while a transfer is due. */
function payTo(row: Row, reg: Row): Row | null {
  if (reg.registrationStatus !== 'awaiting_payment' || reg.paymentMethod !== 'bankCard' || !(Number(reg.totalAmount) > 0)) return null;
  if (['approved', 'paid'].includes(row.shown_payment_status)) return null;
  // the bank-transfer page's account, else the one the pay page shows (the flow's bank-transfer step merges them the same way)
  const obj = (v: unknown) => (v && typeof v === 'object' ? v : {}) as Row;
  const bank = obj(row.bank_page);
  const pay = obj(row.pay_account);
  const text = (...vs: unknown[]) => vs.map((v) => (typeof v === 'string' && v.trim() ? v.trim() : null)).find(Boolean) ?? null;
  return {
    bankName: text(bank.bankName, pay.bankName), bankAccount: text(bank.bankAccount, pay.bankAccount),
    accountName: text(bank.accountName, bank.receiverName, pay.accountName, pay.receiverName),
    amountDue: Number(reg.totalAmount), currency: reg.currency ?? 'CNY', reference: reg.transferReference ?? null, deadline: reg.paymentDeadline ?? null,
  };
}

/** A row read with VIEW_COLUMNS as the participant is answered it; `db` signs the door code (a transaction's, when in one). */
export async function present(ctx: Ctx, row: Row, db: Db = ctx.db): Promise<Row> {
  // the joined helper columns are read below, not answered as they are (the door code only while it may enter)
  const { shown_payment_status: _s, flow_name: _f, flow_admit_unpaid: _a, door_code: _c, bank_page: _b, pay_account: _p, ...own } = row;
  const door = mayEnter(row.registration_status, row.flow_admit_unpaid) ? row.door_code ?? null : null;
  // the participant's own proof and attachments, as links that work for a while
  const r = signDeep(ctx.tokenSecret, ctx.repo('registration').fromRow(own)!);
  const hs = (r.hotelSelection ?? {}) as Row;
  return {
    ...r,
    paymentStatus: row.shown_payment_status,
    flowName: row.flow_name ?? null,
    hotelName: hs.hotelName ?? null,
    roomTypeName: hs.roomTypeName ?? null,
    nights: hs.needHotel ? hs.nights ?? null : null,
    payTo: payTo(row, r),
    // the e-ticket shows the door code while the registration may enter, its QR the signed code
    doorCode: door,
    checkinCode: door,
    signedCode: door ? await signedDoorCode(db, ctx.tokenSecret, { meetingId: Number(row.meeting_id), registrationId: Number(row.id), doorCode: door }) : null,
  };
}

export async function oneRegistration(ctx: Ctx, participantId: number, id: number): Promise<Row | null> {
  const [row] = await ctx.db.query(`${SELECT} WHERE r.id = $1 AND r.participant_id = $2 AND r.registration_status <> 'draft'`, [id, participantId]);
  return row ? present(ctx, row) : null;
}

/** Newest first, drafts left out. */
export async function myRegistrations(ctx: Ctx, participantId: number): Promise<Row[]> {
  const rows = await ctx.db.query(
    `${SELECT} WHERE r.participant_id = $1 AND r.registration_status <> 'draft'
      ORDER BY r.registration_time DESC NULLS LAST, r.id DESC LIMIT 100`,
    [participantId],
  );
  return Promise.all(rows.map((r) => present(ctx, r)));
}
