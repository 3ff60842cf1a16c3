// Screen kind "sub-tabs": a row of tabs inside a console section, each drawing a nested screen
// (a name under schemas/screens/ or an inline config). Parsed at the boundary with zod.
import { z } from 'zod';

const text = z.union([z.string(), z.looseObject({ t: z.string(), params: z.record(z.string(), z.unknown()).optional() })]);

export const subTabsSchema = z.looseObject({
  kind: z.literal('sub-tabs'),
  title: text.optional(),
  /** query parameter that keeps the open tab (links and reloads land on it) */
  param: z.string().optional(),
  items: z.array(z.object({
    key: z.string(),
    label: text,
    screen: z.union([z.string(), z.looseObject({ kind: z.string() })]),
    /** the call the tab's work is made of: the tab shows only to whom may make it (runtime/callAccess) */
    needs: z.object({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']), path: z.string() }).optional(),
  })).min(1),
});
export type SubTabsConfig = z.infer<typeof subTabsSchema>;
