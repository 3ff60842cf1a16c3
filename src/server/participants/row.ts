// The participant list's row (participant.json x-row): the participant, fields of its newest non-draft
// registration and two counts, for a whole page in one statement (no query per row).
import type { Ctx } from '../http/context';
import { columnValue, type Row } from '../db/repo';
import { snake } from '../db/ddl';
import { signDeep } from '../private-files/signed';
import { latestRegistrationOf, latestRegistrations, PAID_LIKE } from '../registrations/latest';
import { answerValues } from './answers';

export interface RowSpec {
  /** registration properties copied onto the row */
  fields: string[];
  computed: string[];
  defaults: string[];
  /** every key a column may show: the participant's public properties, then fields and computed */
  available: string[];
}

export function rowSpec(ctx: Ctx): RowSpec {
  const p = ctx.schemas.entities.participant;
  const x = p['x-row'];
  const own = Object.entries<Record<string, unknown>>(p.properties).filter(([, s]) => !s['x-private']).map(([k]) => k);
  const fields: string[] = x.fields;
  const computed = Object.keys(x.computed ?? {});
  return { fields, computed, defaults: x.defaultColumns, available: [...new Set([...own, ...fields, ...computed])] };
}

const sqlList = (xs: string[]) => xs.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ');

/**
 * Spec 2 §4: no registration is unpaid; a registration with a payment status uses it; one that is
 * still unpaid but carries a bank-transfer proof counts as pending.
 */
export const PAYMENT_STATUS_SQL = `CASE WHEN l.id IS NULL THEN 'unpaid'
  WHEN coalesce(l.payment_status, '') IN ('', 'unpaid') AND coalesce(l.bank_transfer_proof, '') <> '' THEN 'pending'
  ELSE coalesce(nullif(l.payment_status, ''), 'unpaid') END`;

/**
 * SELECT of every row of meeting `$1` (alias it and filter outside). Registration fields come as
 * r_<column>; the row's statuses as row_registration_status / row_payment_status. The counts are
 * not here: add countsSql over the page's rows only (a join of per-participant counts for the whole
 * meeting can turn into a nested loop when the tables have no statistics, as on PGlite).
 */
export function rowsSql(spec: RowSpec, page?: string): string {
  const extra = spec.fields.filter((f) => f !== 'registrationStatus' && f !== 'paymentStatus').map((f) => `l.${snake(f)} AS r_${snake(f)}`);
  // a page chosen beforehand (`page`: a participants subquery) looks its rows' newest registration
  // up one by one through the (meeting_id, participant_id) index instead of ranking the whole meeting
  const join = page
    ? `(${page}) p LEFT JOIN LATERAL ${latestRegistrationOf(1, 'p.id')} l ON true`
    : `participants p LEFT JOIN ${latestRegistrations(1)} l ON l.participant_id = p.id`;
  return `SELECT p.*, ${extra.join(', ')}${extra.length ? ',' : ''} l.id AS r_id, l.form_data AS r_form_data,
      coalesce(l.registration_status, 'no_registration') AS row_registration_status,
      ${PAYMENT_STATUS_SQL} AS row_payment_status
    FROM ${join}
    WHERE p.meeting_id = $1`;
}

/** Non-draft and paid-like record counts of the row aliased `alias` (index registrations(meeting_id, participant_id)). */
export function countsSql(alias: string): string {
  const of = `FROM registrations c WHERE c.meeting_id = $1 AND c.participant_id = ${alias}.id AND c.registration_status <> 'draft'`;
  return `(SELECT count(*) ${of})::int AS row_registration_count,
    (SELECT count(*) ${of} AND c.payment_status IN (${sqlList(PAID_LIKE)}))::int AS row_paid_count`;
}

/**
 * How a row of one shape (its column names, in order) becomes the answer's row, worked out once per shape:
 * the participant's own public columns, then the registration's (r_) columns copied as row fields, as
 * Repo.fromRow would map each. A page is mapped without building the two records per row that fromRow
 * would (it was half of the page's mapping time).
 */
interface Plan {
  own: Array<{ key: string; name: string; number: boolean }>;
  reg: Array<{ key: string; name: string; number: boolean }>;
  /** the registration's id and form answers columns, when selected and public */
  id?: string;
  formData?: string;
}
const plans = new Map<string, Plan>();

function planOf(ctx: Ctx, spec: RowSpec, keys: string[]): Plan {
  const shape = keys.join(',');
  let plan = plans.get(shape);
  if (plan) return plan;
  const people = ctx.repo('participant');
  const regs = ctx.repo('registration');
  const own: Plan['own'] = [];
  const regCols = new Map<string, { key: string; name: string; number: boolean }>();
  for (const key of keys) {
    if (key.startsWith('row_')) continue;
    if (key.startsWith('r_')) {
      const c = regs.column(key.slice(2));
      if (!c.private) regCols.set(c.name, { key, name: c.name, number: c.number });
    } else {
      const c = people.column(key);
      if (!c.private) own.push({ key, name: c.name, number: c.number });
    }
  }
  plan = { own, reg: spec.fields.flatMap((f) => regCols.get(f) ?? []), id: regCols.get('id')?.key, formData: regCols.get('formData')?.key };
  if (plans.size < 64) plans.set(shape, plan);
  return plan;
}

/** A database row of rowsSql as the API answers it. */
export function presentRow(ctx: Ctx, spec: RowSpec, row: Row): Row {
  return presentRows(ctx, spec, [row])[0];
}

/** Database rows of rowsSql (one statement's, so of one shape) as the API answers them. */
export function presentRows(ctx: Ctx, spec: RowSpec, rows: Row[]): Row[] {
  if (!rows.length) return [];
  const plan = planOf(ctx, spec, Object.keys(rows[0]));
  const now = Date.now();
  return rows.map((row) => {
    const out: Row = {};
    for (const c of plan.own) out[c.name] = columnValue(row[c.key], c.number);
    for (const c of plan.reg) out[c.name] = columnValue(row[c.key], c.number);
    out.latestRegistrationId = plan.id ? (row[plan.id] ?? null) : null;
    out.formData = formDataOf(plan.formData && row[plan.formData]);
    // each answer as text under its column key (answers.ts), for answer columns and badge fields
    Object.assign(out, answerValues(out.formData));
    out.registrationStatus = row.row_registration_status;
    out.paymentStatus = row.row_payment_status;
    out.registrationCount = Number(row.row_registration_count);
    out.paidCount = Number(row.row_paid_count);
    // a proof or attachments in the form answers, as short-lived signed links for the organizer
    return signDeep(ctx.tokenSecret, out, now);
  });
}

/** formData is an object, or (older records, spec 2 §3) a JSON string of one. */
export function formDataOf(v: unknown): Row | null {
  if (typeof v === 'string') {
    try {
      const parsed = JSON.parse(v);
      return parsed && typeof parsed === 'object' ? parsed : null;
    } catch {
      return null;
    }
  }
  return v && typeof v === 'object' ? (v as Row) : null;
}
