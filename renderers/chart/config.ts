// Screen kind "dashboard": a period switch, stat cards, charts and an activity list over one data
// source, declared in JSON. Parsed at the boundary with zod.
import { z } from 'zod';
import { statCardSchema } from '../console/statCardSchema';

const text = z.union([z.string(), z.looseObject({ t: z.string(), params: z.record(z.string(), z.unknown()).optional() })]);

export const chartSchema = z.object({
  key: z.string(),
  type: z.enum(['line', 'bar', 'pie']),
  title: text,
  /** dotted path of the rows in the answer */
  data: z.string(),
  /** line/bar: the field holding each row's time bucket */
  x: z.string().optional(),
  /** line/bar: one series per field */
  series: z.array(z.object({ field: z.string(), label: text })).optional(),
  /** pie: fields of a slice's name and value, and a message prefix labelling the name */
  name: z.string().optional(),
  value: z.string().optional(),
  labels: z.string().optional(),
  /** two columns wide on large screens */
  wide: z.boolean().optional(),
});
export type ChartSpec = z.infer<typeof chartSchema>;

export const dashboardSchema = z.looseObject({
  kind: z.literal('dashboard'),
  title: text.optional(),
  source: z.looseObject({ method: z.enum(['GET', 'POST']).optional(), path: z.string(), params: z.record(z.string(), z.unknown()).optional() }),
  /** the period switch: values sent as `rangeParam` */
  ranges: z.array(z.object({ value: z.string(), label: text })),
  defaultRange: z.string(),
  rangeParam: z.string().default('range'),
  /** when set, the viewer's IANA time zone is sent under this name (buckets follow its calendar) */
  timeZoneParam: z.string().optional(),
  /** dotted path of the bucket unit (hour, day, month) in the answer, for axis labels */
  unitPath: z.string().optional(),
  cards: z.array(statCardSchema),
  charts: z.array(chartSchema),
  activity: z
    .object({ title: text, data: z.string(), kind: z.string(), time: z.string(), messages: z.string(), empty: z.string() })
    .optional(),
  error: z.string().optional(),
  /** the heart button: `count` hearts float up over `ms` */
  hearts: z.object({ count: z.number().int().positive().max(200), ms: z.number().int().positive(), label: text }).optional(),
});
export type DashboardConfig = z.infer<typeof dashboardSchema>;
