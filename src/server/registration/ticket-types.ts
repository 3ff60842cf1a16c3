// Ticket types of a flow (schemas/entities/ticket-type.json) as the server reads them: in the settings'
// order, their quota counters kept equal to their quotas, and the price tables of designs saved before
// ticket types existed turned into ticket types (fromPriceTable, src/shared/tickets.ts).
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { fromPriceTable, type TicketType } from '../../shared/tickets';

const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : typeof v === 'string' && v ? new Date(v).toISOString() : null);
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A ticket_types row as answered: camelCase, numbers and ISO times. */
export function ticketOf(r: Row): TicketType & Row {
  return {
    id: Number(r.id), meetingId: Number(r.meeting_id), flowId: Number(r.flow_id), name: r.name, nameEn: r.name_en ?? null,
    price: Number(r.price), currency: r.currency ?? 'CNY', quota: r.quota === null || r.quota === undefined ? null : Number(r.quota),
    saleStart: iso(r.sale_start), saleEnd: iso(r.sale_end),
    discountPrice: num(r.discount_price), discountStart: iso(r.discount_start), discountEnd: iso(r.discount_end),
    description: r.description ?? null, descriptionEn: r.description_en ?? null, sortOrder: Number(r.sort_order ?? 0),
    createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  };
}

export async function flowTickets(db: Db, flowId: number): Promise<Array<TicketType & Row>> {
  const rows = await db.query('SELECT * FROM ticket_types WHERE flow_id = $1 ORDER BY sort_order, id', [flowId]);
  return rows.map(ticketOf);
}

/** Places sold per ticket name of a flow (its counters' used). */
export async function soldOf(db: Db, flowId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ key: string; used: number }>(`SELECT key, used FROM registration_quotas WHERE scope = $1 AND kind = 'ticket'`, [`flow:${flowId}`]);
  return new Map(rows.map((r) => [r.key, Number(r.used)]));
}

/** The counter of a ticket takes its quota (null: no limit); a counter not made yet is made on first sale. */
export async function syncQuota(db: Db, flowId: number, name: string, quota: number | null | undefined): Promise<void> {
  await db.query(`UPDATE registration_quotas SET capacity = $3 WHERE scope = $1 AND kind = 'ticket' AND key = $2`, [`flow:${flowId}`, name, quota ?? null]);
}

const COLUMNS = ['meeting_id', 'flow_id', 'name', 'name_en', 'price', 'currency', 'quota', 'sale_start', 'sale_end', 'discount_price', 'discount_start', 'discount_end', 'description', 'description_en', 'sort_order'];

export async function insertTicket(db: Db, flow: Row, t: TicketType, sortOrder: number): Promise<Row> {
  const [row] = await db.query(
    `INSERT INTO ticket_types (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    [flow.meeting_id, flow.id, t.name, t.nameEn ?? null, t.price, t.currency ?? flow.currency ?? 'CNY', t.quota ?? null, t.saleStart ?? null, t.saleEnd ?? null,
      t.discountPrice ?? null, t.discountStart ?? null, t.discountEnd ?? null, t.description ?? null, t.descriptionEn ?? null, sortOrder],
  );
  await syncQuota(db, Number(flow.id), t.name, t.quota);
  return row;
}

/** Replaces a flow's ticket types by those of a design's price table (a design saved with one). */
export async function importPriceTable(db: Db, flow: Row, ticketPage: unknown): Promise<void> {
  await db.query('DELETE FROM ticket_types WHERE flow_id = $1', [flow.id]);
  let i = 0;
  for (const t of fromPriceTable(ticketPage)) await insertTicket(db, flow, t, i++);
}

/** The price table of a design (older designs), or null when it has none. */
export function priceTableOf(design: Row | undefined): Row | null {
  const p = design?.ticketPage;
  return p && Array.isArray(p.priceRows) && p.priceRows.length ? { priceRows: p.priceRows, timeColumns: p.timeColumns ?? [] } : null;
}

/** A design without the price table ticket types replaced (no copy of it, no leftover columns). */
export function withoutPriceTable(design: Row): Row {
  if (!design?.ticketPage) return design;
  const { priceRows: _r, timeColumns: _c, priceColumns: _x, ...rest } = design.ticketPage;
  return { ...design, ticketPage: rest };
}
