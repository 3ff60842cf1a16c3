// The `page` screen config: blocks, or tabs of blocks chosen by a query parameter. Parsed with zod at
// the boundary so a broken JSON page shows an error box instead of crashing the app.
import { z } from 'zod';

const text = z.union([z.string(), z.object({ t: z.string(), params: z.record(z.string(), z.unknown()).optional() })]);
const block = z.looseObject({ id: z.string().optional(), type: z.string().min(1), props: z.record(z.string(), z.unknown()).optional() });

export const pageConfigSchema = z.looseObject({
  kind: z.literal('page'),
  schemaVersion: z.number().int().optional(),
  title: text.optional(),
  blocks: z.array(block).optional(),
  tabs: z
    .object({
      param: z.string().default('tab'),
      showList: z.boolean().default(true),
      items: z.array(z.object({ key: z.string(), label: text, blocks: z.array(block) })).min(1),
    })
    .optional(),
});

export type PageConfig = z.infer<typeof pageConfigSchema>;
export type TabsConfig = NonNullable<PageConfig['tabs']>;
