// A meeting's dashboard settings (entity statisticsSetting): the saved row, else the schema's defaults.
// The fields are the settings form's (statistics.settings), so one added to the form is kept with no edit here.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { snake } from '../db/ddl';
import { pickWritten, writtenFields } from '../../shared/schema/pick';

const fieldsOf = (ctx: Ctx) => writtenFields(ctx.schemas.composed['statistics.settings']);

export function defaults(ctx: Ctx, meetingId: number): Row {
  const props = ctx.schemas.entities.statisticsSetting.properties as Record<string, { default?: unknown }>;
  const out: Row = { meetingId, saved: false };
  for (const k of fieldsOf(ctx)) out[k] = props[k].default;
  return out;
}

export async function loadSettings(ctx: Ctx, meetingId: number): Promise<Row> {
  const row = await ctx.repo('statisticsSetting').findOne(ctx.db, { meetingId });
  return row ? { ...defaults(ctx, meetingId), ...row, saved: true } : defaults(ctx, meetingId);
}

export async function saveSettings(ctx: Ctx, meetingId: number, body: Row): Promise<Row> {
  const fields = fieldsOf(ctx);
  const b = { ...(await loadSettings(ctx, meetingId)), ...pickWritten(ctx.schemas.composed['statistics.settings'], body) };
  const record: Row = { meetingId };
  for (const f of fields) record[f] = b[f] ?? null;
  const params: unknown[] = [];
  const set = fields.map((f) => `${snake(f)} = EXCLUDED.${snake(f)}`).join(', ');
  const sql = ctx.repo('statisticsSetting').insertSelect((v) => `$${params.push(v)}`, record, `ON CONFLICT (meeting_id) DO UPDATE SET ${set}, updated_at = now() RETURNING *`);
  const [row] = await ctx.db.query(sql, params);
  return { ...ctx.repo('statisticsSetting').fromRow(row), saved: true };
}
