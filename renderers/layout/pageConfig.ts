// The `page` screen config: blocks, or tabs of blocks chosen by a query parameter. Checked at the
// boundary so a broken JSON page shows an error box instead of crashing the app (a plain check from
// @runtime/check, not zod: the home page is a `page` and must stay light).
import { array, boolean, int, literal, object, optional, record, safeParse, string, union, unknown, type Infer } from '@runtime/check';

const text = union(string(), object({ t: string(), params: optional(record(unknown)) }));
const block = object({ id: optional(string()), type: string(1), props: optional(record(unknown)) }, true);

const pageConfigCheck = object(
  {
    kind: literal('page'),
    schemaVersion: optional(int),
    title: optional(text),
    blocks: optional(array(block)),
    tabs: optional(
      object({
        param: optional(string(), 'tab'),
        showList: optional(boolean, true),
        items: array(object({ key: string(), label: text, blocks: array(block) }), 1),
      }),
    ),
  },
  true,
);

/** `safeParse(config)` → `{ success, data }` or `{ success: false, error: { issues } }`. */
export const pageConfigSchema = { safeParse: (config: unknown) => safeParse(pageConfigCheck, config) };

export type PageConfig = Infer<typeof pageConfigCheck>;
export type TabsConfig = NonNullable<PageConfig['tabs']>;
