// An invoice request from the form's invoice answers (docs/registration.md, Invoice requests): asked
// when the asking field (needInvoice) says yes, or, in a form without one, when the request's required
// properties (its title) are answered. Decided and checked before the submission's transaction (so a
// refusal changes nothing), inserted inside it beside the registration.
import type { Ctx } from '../http/context';
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { targetName, type AnswerTargets } from '../../shared/designer/binding';
import type { RecordAnswers } from './record';

const ENTITY = 'invoiceRequest';

/** A 400 at the form field bound to `key` (else at the asking field, else the form). */
function refuse(rec: RecordAnswers, keys: string[], message: string, params: Record<string, unknown>): AppError {
  const at = keys.map((k) => rec.fields.get(k)).find(Boolean);
  return new AppError(400, message, params, [{ path: at ? `/formData/${at.fieldId}` : '/formData', key: message, params }]);
}

/**
 * The invoice request the answers ask for (without its registration id), or null. A meeting whose
 * saved invoice settings say invoices are not offered refuses the request (400 at the asking field);
 * a meeting without settings takes what its form asks. The settings' invoice types and required
 * fields hold for the fields the form has.
 */
export async function invoiceAsked(ctx: Ctx, targets: AnswerTargets, meetingId: number, rec: RecordAnswers, total: number): Promise<Row | null> {
  const schema = ctx.schemas.entities[ENTITY];
  const values = rec.values[ENTITY];
  const needed = ((schema.required ?? []) as string[]).filter((p) => targets.byKey.has(`${ENTITY}.${p}`));
  const asked = rec.fields.has(ENTITY) ? rec.asks.get(ENTITY) === true : needed.length > 0 && needed.every((p) => values.has(p));
  if (!asked) return null;
  const [settings] = await ctx.db.query('SELECT enabled, invoice_types, required_fields FROM invoice_settings WHERE meeting_id = $1', [meetingId]);
  if (settings && !settings.enabled) throw refuse(rec, [ENTITY], 'registration.invoice.notOffered', {});
  const required = new Set([...needed, ...((settings?.required_fields ?? []) as string[])]);
  for (const p of required) {
    if (values.has(p)) continue;
    const key = `${ENTITY}.${p}`;
    // a required field the form does not have cannot be answered: only the request's own required ones refuse then
    if (!rec.fields.has(key) && !needed.includes(p)) continue;
    const field = rec.fields.get(key);
    throw refuse(rec, [key, ENTITY], 'registration.invoice.missing', { label: field?.label ?? targetName(targets.byKey.get(key)!) });
  }
  const row: Row = { meetingId, amount: Math.max(0, total) };
  for (const [p, f] of values) row[p] = f.value;
  // a type the answers do not name: a company's when a tax number is given, else a person's
  row.invoiceType ??= values.has('taxNumber') ? 'company' : 'personal';
  const types = settings?.invoice_types as string[] | undefined;
  if (types && !types.includes(row.invoiceType)) {
    throw refuse(rec, [`${ENTITY}.invoiceType`, ENTITY], 'registration.invoice.typeNotOffered', { type: { t: `form.enum.${ENTITY}.invoiceType.${row.invoiceType}` } });
  }
  return row;
}

/** Inserts the request for the new registration (inside the submission's transaction). */
export async function insertInvoice(ctx: Ctx, db: Db, request: Row, registrationId: number, participantId: number): Promise<void> {
  await ctx.repo(ENTITY).insert(db, { ...request, registrationId, participantId });
}
