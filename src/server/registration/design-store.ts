// Page designs of registration flows (spec 3 §3 page design config): one document per flow, every
// save a new numbered version (kept, so a submission is checked against the design it was made on),
// the newest mirrored into the flow's formConfig. Saves of one flow run one at a time under that
// flow's row lock; quota capacities follow the saved design.
import type { Db } from '../db/driver';
import type { Row } from '../db/repo';
import { AppError } from '../http/errors';
import { upgradeDesign } from '../../shared/designer/migrate';
import { DESIGN_SCHEMA_VERSION, PAGE_KEY } from '../../shared/designer/steps';
import { designIssues } from './design-schema';
import type { AnswerTargets } from '../../shared/designer/binding';
import { identities, quotaOf } from './pricing';
import { importPriceTable, priceTableOf, withoutPriceTable } from './ticket-types';

export const SCHEMA_VERSION = DESIGN_SCHEMA_VERSION;
export const PAGE_TYPES = Object.values(PAGE_KEY);

/** `ticket` or `ticketPage` → `ticketPage`; anything else null. */
export function pageKey(name: string): string | null {
  const k = name.endsWith('Page') ? name : `${name}Page`;
  return PAGE_TYPES.includes(k) ? k : null;
}

/** A design as saved: upgraded to the current schemaVersion, then checked against schemas/designer (and its bindings against `targets`). */
export function checkDesign(design: unknown, targets?: AnswerTargets): Row {
  if (!design || typeof design !== 'object' || Array.isArray(design)) throw new AppError(400, 'pageDesign.invalid', {}, [{ path: '/design', key: 'pageDesign.invalid' }]);
  const d = upgradeDesign(design);
  if (d.schemaVersion !== SCHEMA_VERSION) throw new AppError(400, 'pageDesign.schemaVersion', { version: SCHEMA_VERSION }, [{ path: '/design/schemaVersion', key: 'pageDesign.schemaVersion', params: { version: SCHEMA_VERSION } }]);
  const issues = designIssues(d, targets);
  if (issues.length) throw new AppError(400, issues[0].key, issues[0].params, issues);
  return d;
}

export interface DesignDoc { meetingId: number; flowId: number; version: number; schemaVersion: number; design: Row; updatedAt: string | null }

/** A saved version row (or none: version 0, an empty design) as the API answers it. */
export const designDoc = (flow: Row, v?: Row): DesignDoc => ({
  meetingId: Number(flow.meeting_id),
  flowId: Number(flow.id),
  version: Number(v?.version ?? 0),
  schemaVersion: Number(v?.schema_version ?? SCHEMA_VERSION),
  design: v?.design ?? { schemaVersion: SCHEMA_VERSION },
  updatedAt: v?.created_at ? new Date(v.created_at).toISOString() : null,
});

/** The newest saved design of a flow (version 0 and an empty design when never saved). */
export async function currentDesign(db: Db, flow: Row): Promise<DesignDoc> {
  const [v] = await db.query('SELECT * FROM flow_design_versions WHERE flow_id = $1 ORDER BY version DESC LIMIT 1', [flow.id]);
  return designDoc(flow, v);
}

export async function designVersion(db: Db, flow: Row, version: number): Promise<DesignDoc | null> {
  const [v] = await db.query('SELECT * FROM flow_design_versions WHERE flow_id = $1 AND version = $2', [flow.id, version]);
  return v ? designDoc(flow, v) : null;
}

/**
 * Saves a new version built by `next(current design)`; `baseVersion`, when given, must be the newest
 * (else 409: someone saved in between). Answers the saved document.
 */
export async function saveDesign(db: Db, flow: Row, userId: number, baseVersion: number | undefined, next: (d: Row) => Row, targets?: AnswerTargets): Promise<DesignDoc> {
  return db.tx(async (tx) => {
    await tx.query('SELECT id FROM registration_flows WHERE id = $1 FOR UPDATE', [flow.id]);
    const cur = await currentDesign(tx, flow);
    if (baseVersion !== undefined && baseVersion !== cur.version) throw new AppError(409, 'pageDesign.conflict', { version: cur.version });
    const checked = checkDesign(next(cur.design), targets);
    // a price table in the design (a client of before ticket types): when it changed, or the flow has no
    // ticket types yet, it becomes the flow's ticket types; the design never keeps it
    const table = priceTableOf(checked);
    if (table) {
      const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM ticket_types WHERE flow_id = $1', [flow.id]);
      if (Number(n) === 0 || JSON.stringify(table) !== JSON.stringify(priceTableOf(cur.design))) await importPriceTable(tx, flow, table);
    }
    const design = withoutPriceTable(checked);
    const [v] = await tx.query(
      'INSERT INTO flow_design_versions (meeting_id, flow_id, version, schema_version, design, saved_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
      [flow.meeting_id, flow.id, cur.version + 1, SCHEMA_VERSION, JSON.stringify(design), userId],
    );
    await tx.query('UPDATE registration_flows SET form_config = $2, updated_at = now() WHERE id = $1', [flow.id, JSON.stringify(design)]);
    await syncCapacities(tx, flow, design);
    return designDoc(flow, v);
  });
}

/** Existing identity counters take the saved design's quotas (new ones are made on first use; tickets: ticket-types.ts). */
async function syncCapacities(db: Db, flow: Row, design: Row) {
  const scope = `flow:${flow.id}`;
  const set = (kind: string, key: string, cap: number | null) =>
    db.query('UPDATE registration_quotas SET capacity = $4 WHERE scope = $1 AND kind = $2 AND key = $3', [scope, kind, key, cap]);
  for (const i of identities(design.chooseRolePage)) await set('identity', String(i.value), quotaOf(i.amount));
}

export async function versionPage(db: Db, flowId: number, page: number, size: number) {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM flow_design_versions WHERE flow_id = $1', [flowId]);
  const rows = await db.query(
    'SELECT version, schema_version, saved_by, created_at FROM flow_design_versions WHERE flow_id = $1 ORDER BY version DESC LIMIT $2 OFFSET $3',
    [flowId, size, page * size],
  );
  const content = rows.map((r) => ({ version: r.version, schemaVersion: r.schema_version, savedBy: r.saved_by, createdAt: new Date(r.created_at).toISOString() }));
  return { content, totalElements: Number(n), totalPages: Math.ceil(Number(n) / size), page, size };
}
