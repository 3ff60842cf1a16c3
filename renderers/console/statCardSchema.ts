// One stat card as a screen declares it (admin lists and the dashboard share it): a label, the dotted
// path of its figure in the answer, an optional hint with parameters read from the answer, tone, icon.
import { z } from 'zod';

const text = z.union([z.string(), z.looseObject({ t: z.string(), params: z.record(z.string(), z.unknown()).optional() })]);

export const statCardSchema = z.object({
  label: text,
  /** dotted path of the figure in the stats answer */
  value: z.string(),
  hint: text.optional(),
  /** param name → dotted path in the stats answer, for the hint */
  hintParams: z.record(z.string(), z.string()).optional(),
  tone: z.enum(['brand', 'green', 'amber', 'rose', 'slate']).optional(),
  icon: z.string().optional(),
});
export type StatCardSpec = z.infer<typeof statCardSchema>;
