// A meeting's dashboard settings (entity statisticsSetting): the saved row, else the schema's defaults.
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';

export function defaults(ctx: Ctx, meetingId: number): Row {
  const props = ctx.schemas.entities.statisticsSetting.properties as Record<string, { default?: unknown }>;
  const out: Row = { meetingId, saved: false };
  for (const k of ['cards', 'charts', 'distributionBy', 'chartType', 'trendPeriod', 'growthDays']) out[k] = props[k].default;
  return out;
}

export async function loadSettings(ctx: Ctx, meetingId: number): Promise<Row> {
  const row = await ctx.repo('statisticsSetting').findOne(ctx.db, { meetingId });
  return row ? { ...defaults(ctx, meetingId), ...row, saved: true } : defaults(ctx, meetingId);
}

export async function saveSettings(ctx: Ctx, meetingId: number, body: Row): Promise<Row> {
  const b = { ...(await loadSettings(ctx, meetingId)), ...body };
  const [row] = await ctx.db.query(
    `INSERT INTO statistics_settings (meeting_id, cards, charts, distribution_by, chart_type, trend_period, growth_days, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (meeting_id) DO UPDATE SET cards = EXCLUDED.cards, charts = EXCLUDED.charts, distribution_by = EXCLUDED.distribution_by,
       chart_type = EXCLUDED.chart_type, trend_period = EXCLUDED.trend_period, growth_days = EXCLUDED.growth_days, updated_at = now() RETURNING *`,
    [meetingId, JSON.stringify(b.cards), JSON.stringify(b.charts), b.distributionBy, b.chartType, b.trendPeriod, b.growthDays]);
  return { ...ctx.repo('statisticsSetting').fromRow(row), saved: true };
}
