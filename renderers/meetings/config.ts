// Screen kind "crud-table": a server-paged list with filters, row actions and a create/edit dialog,
// every part declared in the screen JSON (schemas/screens/admin/meetings.json is one). Its table is
// declared in the one table-config format of every table screen (renderers/table/listSpec.ts, as
// admin-list's): `columns` (a `badge` of value → tone; `cell` for the kinds only this table draws),
// `filters`, `rowActions` (a list, in the order the buttons show); parsed here into the cells' terms.
import { z } from 'zod';

const text = z.union([z.string(), z.looseObject({ t: z.string() })]);
const method = z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
const request = z.object({ method: method.optional(), path: z.string() });

const column = z.union([
  z.string(),
  z.looseObject({
    key: z.string(),
    /** message key of the header; default fields.<entity>.<key> */
    label: z.string().optional(),
    /** how the cell draws (cells.tsx; its options sit beside it: titleDescription { title, description, preview },
     *  range { from, to }, count); default: the value formatted by its schema */
    cell: z.enum(['text', 'titleDescription', 'range', 'count']).optional(),
    /** value → tone of a coloured badge, the value in words */
    badge: z.record(z.string(), z.enum(['green', 'amber', 'rose', 'slate', 'brand'])).optional(),
    align: z.enum(['left', 'right', 'center']).optional(),
  }),
]);

const filter = z.object({
  name: z.string(),
  kind: z.enum(['search', 'select', 'date', 'dateRange']),
  label: text,
  placeholder: text.optional(),
  options: z.array(z.object({ value: z.string(), label: text })).optional(),
});

const action = z.looseObject({
  /** the button's name (data-action) and what `openParam.action` names */
  key: z.string(),
  kind: z.enum(['edit', 'open', 'navigate', 'delete']),
  label: text,
  icon: z.string().optional(),
  tone: z.enum(['brand', 'danger', 'plain']).optional(),
  /** a call made first (edit: load the record; open: get the link's token) */
  request: request.optional(),
  /** a link with {field} or {field|user.field} placeholders */
  to: z.string().optional(),
  confirm: z.object({ title: text, message: text, confirmText: text.optional() }).optional(),
  success: z.string().optional(),
  failure: z.string().optional(),
  /** only these account roles see the action (deleting a meeting is the organizer's, not its staff's) */
  roles: z.array(z.string()).optional(),
});

const mode = z.object({ schema: z.string(), request, success: z.string().optional(), uiSchema: z.record(z.string(), z.unknown()).optional() });

export const crudScreenSchema = z.looseObject({
  kind: z.literal('crud-table'),
  schemaVersion: z.number().int().optional(),
  title: text.optional(),
  subtitle: text.optional(),
  entity: z.string(),
  rowKey: z.string().optional(),
  source: z.looseObject({ method: method.optional(), path: z.string(), listPath: z.string().optional(), totalPath: z.string().optional(), pagePath: z.string().optional() }),
  pagination: z.object({
    pageParam: z.string().default('page'),
    sizeParam: z.string().default('size'),
    base: z.union([z.literal(0), z.literal(1)]).default(0),
    sizes: z.array(z.number().int().positive()).default([10]),
    defaultSize: z.number().int().positive().default(10),
  }),
  filters: z.array(filter).default([]),
  /** none: the entity's x-list (CrudScreen fills them in) */
  columns: z.array(column).optional(),
  /** the row's buttons, in order, in a last column headed `texts.actions` (default table.actions) */
  rowActions: z.array(action).default([]),
  create: z.object({ label: text, icon: z.string().optional(), roles: z.array(z.string()).optional() }).optional(),
  /** a query parameter whose value is a row key: the screen runs `action` on that row when it opens (/meeting/edit/{id}) */
  openParam: z.object({ name: z.string(), action: z.string() }).optional(),
  dialog: z
    .object({
      width: z.number().int().positive().optional(),
      titles: z.object({ create: text, edit: text }),
      create: mode,
      edit: mode,
      draft: mode.extend({ label: text }).optional(),
      /** values of a new record: literals, { $now: days } (wall-clock UTC+8), { $bind: 'user.username' } */
      defaults: z.record(z.string(), z.unknown()).default({}),
      /** rjsf uiSchema for both modes; widget and template names resolve in widgets.ts */
      uiSchema: z.record(z.string(), z.unknown()).default({}),
    })
    .optional(),
  texts: z.object({ empty: z.string().optional(), error: z.string().optional(), loading: z.string().optional(), actions: z.string().optional() }).default({}),
}).transform((c) => ({
  ...c,
  /** the row actions by key, for the buttons and `openParam` */
  actions: Object.fromEntries(c.rowActions.map((a) => [a.key, a])) as Record<string, CrudAction>,
}));

export type CrudScreenConfig = z.infer<typeof crudScreenSchema>;
export type CrudAction = z.infer<typeof action>;
export type CrudColumn = z.infer<typeof column>;
/** A column as the cells draw it: a badge's tones, the actions column's buttons. */
export type CellSpec = string | { key: string; label?: string; cell?: string; align?: 'left' | 'right' | 'center'; [opt: string]: unknown };

/** The screen's columns in the cells' terms: `badge` → a badge cell, and the row actions' column last. */
export function cellSpecs(columns: CrudColumn[], rowActions: CrudAction[], actionsLabel = 'table.actions'): CellSpec[] {
  const own = columns.map((s): CellSpec => (typeof s === 'object' && s.badge ? { ...s, cell: 'badge', tones: s.badge } : (s as CellSpec)));
  return rowActions.length ? [...own, { key: 'actions', label: actionsLabel, cell: 'actions', actions: rowActions.map((a) => a.key) }] : own;
}
export type CrudRequest = z.infer<typeof request>;
export type CrudText = z.infer<typeof text>;
