// Screen kind "admin-list": a console list declared in JSON — stat cards, filters, a table with
// selection, row actions and batch actions, dialogs. Parsed at the boundary with zod.
import { z } from 'zod';
import { exportCallsSchema } from '../exports/calls';
import { TRANSITIONS, type Action } from '@shared/lifecycle';
import { statCardSchema } from '../console/statCardSchema';

const text = z.union([z.string(), z.looseObject({ t: z.string(), params: z.record(z.string(), z.unknown()).optional() })]);
const source = z.looseObject({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).optional(),
  path: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  listPath: z.string().optional(),
  totalPath: z.string().optional(),
});
const request = z.object({
  /** GET only checks that the call answers (the accounts tab's test-API button) */
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']),
  /** `{id}` and other `{field}`s are filled from the row */
  path: z.string(),
  /** batch: the selected rows' keys go under this body field */
  ids: z.string().optional(),
  /** the current user's id goes under this body field */
  user: z.string().optional(),
  /** batch: one call per selected row instead of one call for all */
  each: z.boolean().optional(),
  /** fixed body fields sent with the form's values (payment review: `{ action: 'approve' }`) */
  body: z.record(z.string(), z.unknown()).optional(),
});
const confirmSpec = z.object({ title: text, message: text, danger: z.boolean().optional() });
const formSpec = z.object({ schemaId: z.string(), title: text, width: z.number().optional(), value: z.record(z.string(), z.unknown()).optional() });
/** a row field holding form answers (formData), shown with their labels under the detail fields */
const formDataSpec = z.object({ field: z.string(), title: text, empty: text });
/** a list about one row in a dialog (a participant's registration history), its rows openable in a detail view */
const listDialogSchema = z.object({
  title: text,
  /** `{field}`s in the path come from the row */
  source,
  entity: z.string(),
  rowKey: z.string().optional(),
  columns: z.array(z.union([z.string(), z.looseObject({ key: z.string() })])).optional(),
  empty: text,
  failed: text,
  detail: z.object({ action: text, title: text, fields: z.array(z.union([z.string(), z.looseObject({ key: z.string() })])), formData: formDataSpec.optional() }).optional(),
});
export type ListDialogSpec = z.infer<typeof listDialogSchema>;

/** imports rows from an XLSX or CSV file: `preview` checks the file (nothing stored), `commit` stores its good rows; `template` downloads the header row */
const importSchema = z.object({
  title: text,
  preview: request.pick({ method: true, path: true }),
  commit: request.pick({ method: true, path: true }),
  template: z.object({ path: z.string(), filename: z.string() }),
  accept: z.string().optional(),
});
/** the import's calls with its bounds (the entity's x-import: bytes, data rows) */
export type ImportSpec = z.infer<typeof importSchema> & { maxBytes: number; maxRows: number };

export const actionSchema = z.object({
  key: z.string(),
  label: text,
  icon: z.string().optional(),
  /** the icon alone, the label its accessible name and hover title (reorder arrows: frees the row for its columns) */
  iconOnly: z.boolean().optional(),
  tone: z.enum(['default', 'danger', 'primary']).optional(),
  /** shown only for rows whose fields equal these values */
  when: z.record(z.string(), z.unknown()).optional(),
  /** shown only while the registration lifecycle (registration.json x-lifecycle) allows this transition from the row's state */
  can: z.enum(Object.keys(TRANSITIONS) as [Action, ...Action[]]).optional(),
  /** the row field holding that state (default registrationStatus) */
  stateField: z.string().optional(),
  /** shown only for rows where these fields hold a value (the id its path names) */
  requires: z.array(z.string()).optional(),
  /** offered in the row's "more" menu instead of as a button of its own */
  more: z.boolean().optional(),
  /** 'detail' opens the read-only view */
  open: z.literal('detail').optional(),
  form: formSpec.optional(),
  confirm: confirmSpec.optional(),
  request: request.optional(),
  success: text.optional(),
  failure: text.optional(),
  /** failure texts by HTTP status ('0' no answer, 'default' the rest), given `{{message}}` and `{{status}}`; they win over `failure` */
  failures: z.record(z.string(), text).optional(),
  /** navigates instead (`{field}`s from the row): the flow list's design-pages entry */
  to: z.string().optional(),
  /** the call the action's work is made of when it is not `request` (a `to` page's save): offered only to whom may make it */
  needs: request.pick({ method: true, path: true }).optional(),
  /** opens a list about the row in a dialog */
  list: listDialogSchema.optional(),
  /** shows the image a row field names in a dialog, or `empty` when it has none (a transfer proof) */
  image: z.object({ field: z.string(), title: text, empty: text, open: text.optional() }).optional(),
  /** downloads the file a GET answers, with the list's current filters as its query (an export) */
  download: z.object({ path: z.string(), filename: z.string() }).optional(),
  /** starts an export the server builds (`calls.start` with `kind` and the list's current filters) and shows its state and download (ExportJobAction.tsx) */
  exportJob: z.object({ kind: z.string(), calls: exportCallsSchema }).optional(),
  /** uploads files picked in the browser to `path` (multipart `field`, default file) with fixed `fields` */
  upload: z.object({ path: z.string(), accept: z.string().optional(), field: z.string().optional(), multiple: z.boolean().optional(), fields: z.record(z.string(), z.string()).optional() }).optional(),
  /** opens the import dialog (ImportDialog.tsx) */
  import: importSchema.optional(),
});
export type ActionSpec = z.infer<typeof actionSchema>;

export const columnSchema = z.union([
  z.string(),
  z.object({
    key: z.string(),
    label: z.string().optional(),
    /** the header as it is (not a message key): a registration form field's label, for an answer column */
    text: z.string().optional(),
    align: z.enum(['left', 'right', 'center']).optional(),
    /** cut to this many characters with an ellipsis */
    truncate: z.number().int().positive().optional(),
    /** message-key prefix for the value's label (`superAdmin.codes.status` → `….verified`) */
    labels: z.string().optional(),
    /** value → tone of a coloured badge; 'lifecycle': the registration state's tone from x-lifecycle */
    badge: z.union([z.record(z.string(), z.enum(['green', 'amber', 'rose', 'slate', 'brand'])), z.literal('lifecycle')]).optional(),
    /** 'money': the amount with the row's currency (`currencyField`, default currency); 'file': a link to the file a signed URL names */
    format: z.enum(['money', 'file']).optional(),
    currencyField: z.string().optional(),
    /** a boolean shown as a switch; flipping it runs this action with `{ [field]: newValue }` as the body */
    /** `locked`: shown, not flipped (set where the user may not make its call: reach.ts) */
    toggle: actionSchema.extend({ field: z.string(), locked: z.boolean().optional() }).optional(),
  }),
]);
export type ColumnSpec = z.infer<typeof columnSchema>;


/** A stat card whose hint may name sums per currency (`{ money: path }` of a currency → amount map): each shown with its currency. */
const listStatCard = statCardSchema.extend({ hintParams: z.record(z.string(), z.union([z.string(), z.object({ money: z.string() })])).optional() });

export const adminListSchema = z.looseObject({
  kind: z.literal('admin-list'),
  title: text.optional(),
  entity: z.string(),
  source,
  /** used instead of `source` while the filter named `when` has a value */
  searchSource: source.extend({ when: z.string() }).optional(),
  /** message keys by HTTP status ('default' for the rest), given `{{message}}` */
  errors: z.record(z.string(), z.string()).optional(),
  pagination: z.object({
    mode: z.enum(['client', 'server']).optional(),
    pageSize: z.number().int().positive().optional(),
    base: z.union([z.literal(0), z.literal(1)]).optional(),
    /** page sizes the user may choose (the first one, or pageSize, at first) */
    sizes: z.array(z.number().int().positive()).optional(),
  }).optional(),
  /** buttons above the table acting on no row (create) */
  toolbar: z.array(actionSchema).optional(),
  stats: z.object({ source, cards: z.array(listStatCard), error: z.string().optional() }).optional(),
  /** none: the entity's x-list filters, labelled by their properties */
  filters: z.array(z.looseObject({ name: z.string(), kind: z.enum(['search', 'select', 'date', 'dateRange']) })).optional(),
  /** the columns shown; none: the entity's x-list (renderers/table/listSpec.ts) */
  columns: z.array(columnSchema).optional(),
  /** the rows' order in client paging (a server-paged list keeps the server's); none: x-list's */
  sort: z.object({ key: z.string(), dir: z.enum(['asc', 'desc']).optional() }).optional(),
  rowKey: z.string().optional(),
  /** drawn as a route's own page (its h1, page margins), not as a console tab under the console's heading */
  standalone: z.boolean().optional(),
  selectable: z.boolean().optional(),
  rowActions: z.array(actionSchema).optional(),
  batchActions: z.array(actionSchema).optional(),
  detail: z.object({ title: text, fields: z.array(columnSchema), formData: formDataSpec.optional() }).optional(),
  /** visible columns chosen in the field-config dialog and kept on the server (GET { columns, available, defaults }, save { columns }) */
  columnConfig: z.object({ path: z.string(), method: z.enum(['PUT', 'POST']).optional(), label: text }).optional(),
  /** columns the server sorts (server pagination): those whose key starts with `prefix`; a header click asks `param=<key>&order=asc|desc` */
  serverSort: z.object({ prefix: z.string().min(1), param: z.string().default('sort'), order: z.string().default('order') }).optional(),
  /** long pages scroll inside this height (px) and draw only the rows in view */
  virtual: z.object({ height: z.number().int().positive(), rowHeight: z.number().int().positive().optional() }).optional(),
  /** `emptyWarning`: a warning toast when the list (no filter set) comes back empty; `shapeFailed`: the text when an answer holds no list where one belongs */
  texts: z.object({ loading: z.string().optional(), empty: z.string().optional(), emptyWarning: z.string().optional(), shapeFailed: z.string().optional() }).optional(),
});
export type AdminListConfig = z.infer<typeof adminListSchema>;
