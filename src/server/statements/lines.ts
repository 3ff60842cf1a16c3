// Reading and correcting an import's lines: a page of them with the registration each suggests, the
// organizer's corrections (ignore, unmatch, match by hand — each one conditional update that leaves a
// confirmed line alone), and the registrations awaiting payment a line may be matched to.
import type { Ctx } from '../http/context';
import { AppError } from '../http/errors';
import { roomTypeJoin, totalSql } from '../registrations/fees-sql';
import { paymentStatusSql } from '../payments/status-sql';

export interface LineActionBody { action: 'ignore' | 'unmatch' | 'match'; registrationId?: number }

const REG = `LEFT JOIN registrations r ON r.id = l.registration_id LEFT JOIN participants p ON p.id = r.participant_id ${roomTypeJoin('r', 'rt')}`;
const REG_COLS = `p.name AS participant_name, r.transfer_reference, ${totalSql('r', 'rt')} AS due_amount, r.registration_status AS reg_status`;

export async function linesPage(ctx: Ctx, meetingId: number, importId: number, q: { status?: string; page: number; size: number }) {
  const [imp] = await ctx.db.query('SELECT id FROM statement_imports WHERE id = $1 AND meeting_id = $2', [importId, meetingId]);
  if (!imp) throw new AppError(404, 'statements.importNotFound');
  const status = q.status || null;
  const rows = await ctx.db.query(
    `SELECT l.*, ${REG_COLS} FROM statement_lines l ${REG} WHERE l.import_id = $1 AND ($2::text IS NULL OR l.status = $2) ORDER BY l.line_no LIMIT $3 OFFSET $4`,
    [importId, status, q.size, q.page * q.size],
  );
  const counts = await ctx.db.query('SELECT status, count(*)::int AS n FROM statement_lines WHERE import_id = $1 GROUP BY status', [importId]);
  const repo = ctx.repo('statementLine');
  return {
    content: rows.map((r) => ({
      ...repo.fromRow(r), participantName: r.participant_name ?? null, transferReference: r.transfer_reference ?? null,
      dueAmount: r.due_amount === null || r.registration_id === null ? null : Number(r.due_amount), registrationStatus: r.reg_status ?? null,
    })),
    totalElements: counts.filter((c) => !status || c.status === status).reduce((n, c) => n + Number(c.n), 0),
    counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
  };
}

export async function lineAction(ctx: Ctx, meetingId: number, lineId: number, b: LineActionBody) {
  return ctx.db.tx(async (db) => {
    const [line] = await db.query('SELECT * FROM statement_lines WHERE id = $1 AND meeting_id = $2 FOR UPDATE', [lineId, meetingId]);
    if (!line) throw new AppError(404, 'statements.lineNotFound');
    if (line.status === 'confirmed') throw new AppError(409, 'statements.lineConfirmed');
    let set: [string, number | null, number, string];
    if (b.action === 'match') {
      const [reg] = await db.query(
        `SELECT r.id FROM registrations r WHERE r.id = $1 AND r.meeting_id = $2 AND r.registration_status = 'awaiting_payment' AND ${paymentStatusSql('r')} NOT IN ('approved', 'paid')`,
        [b.registrationId, meetingId],
      );
      if (!reg) throw new AppError(409, 'statements.notAwaiting', {}, [{ path: '/registrationId', key: 'statements.notAwaiting' }]);
      set = ['suggested', Number(reg.id), 100, '["manual"]'];
    } else if (b.action === 'unmatch') set = ['unmatched', null, 0, '[]'];
    else set = ['ignored', null, 0, JSON.stringify(line.reasons ?? [])];
    const [row] = await db.query(
      `UPDATE statement_lines SET status = $2, registration_id = $3, confidence = $4, reasons = $5::jsonb WHERE id = $1 AND status <> 'confirmed' RETURNING *`,
      [lineId, ...set],
    );
    return ctx.repo('statementLine').fromRow(row);
  });
}

export async function candidates(ctx: Ctx, meetingId: number, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db.query(
    `SELECT r.id, p.name, p.phone, r.transfer_reference, ${totalSql('r', 'rt')} AS due, COALESCE(r.currency, 'CNY') AS currency
       FROM registrations r JOIN participants p ON p.id = r.participant_id ${roomTypeJoin('r', 'rt')}
      WHERE r.meeting_id = $1 AND r.registration_status = 'awaiting_payment' AND ${paymentStatusSql('r')} NOT IN ('approved', 'paid')
        AND ($2 = '' OR p.name ILIKE $3 OR p.phone ILIKE $3 OR r.transfer_reference ILIKE $3)
      ORDER BY r.id DESC LIMIT 20`,
    [meetingId, search.trim(), like],
  );
  return rows.map((r) => ({ registrationId: Number(r.id), participantName: r.name, phone: r.phone, transferReference: r.transfer_reference, dueAmount: Number(r.due), currency: r.currency }));
}
