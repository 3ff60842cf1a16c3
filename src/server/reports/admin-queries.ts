// The super admin's reading of reports: filters, keyword, sorting and paging done in SQL, and each
// report answered with its type, status and priority described in the caller's language.
import type { Ctx, Req } from '../http/context';
import type { Row } from '../db/repo';
import { likePattern } from '../admin/sql';

export interface ReportQuery {
  page: number;
  size: number;
  sortBy: string;
  sortDir: 'asc' | 'desc';
  status?: string;
  type?: string;
  priority?: string;
  keyword?: string;
}

const SORT: Record<string, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  priority: "array_position(ARRAY['LOW','NORMAL','HIGH','URGENT'], priority)",
  status: "array_position(ARRAY['PENDING','PROCESSING','RESOLVED','REJECTED','CLOSED'], status)",
  type: 'type',
  id: 'id',
};

export async function listReports(ctx: Ctx, q: ReportQuery): Promise<{ rows: Row[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const col of ['status', 'type', 'priority'] as const) {
    if (!q[col]) continue;
    params.push(q[col]);
    where.push(`${col} = $${params.length}`);
  }
  if (q.keyword?.trim()) {
    params.push(likePattern(q.keyword.trim()));
    const p = `$${params.length}`;
    where.push(`(description ILIKE ${p} OR target_description ILIKE ${p} OR contact ILIKE ${p})`);
  }
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM reports ${w}`, params);
  const dir = q.sortDir === 'asc' ? 'ASC' : 'DESC';
  const rows = await ctx.db.query(
    `SELECT * FROM reports ${w} ORDER BY ${SORT[q.sortBy] ?? 'created_at'} ${dir} NULLS LAST, id ${dir} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.size, q.page * q.size],
  );
  return { rows, total: Number(n) };
}

export async function reportStatistics(ctx: Ctx) {
  const [r] = await ctx.db.query(`SELECT count(*)::int AS total,
      count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
      count(*) FILTER (WHERE priority IN ('HIGH', 'URGENT'))::int AS high,
      count(*) FILTER (WHERE status = 'RESOLVED')::int AS resolved
    FROM reports`);
  return { totalCount: Number(r.total), pendingCount: Number(r.pending), highPriorityCount: Number(r.high), resolvedCount: Number(r.resolved) };
}

/** A report as the console shows it: public fields plus the *Description texts of spec 1 §3. */
export function describeReport(ctx: Ctx, req: Req, raw: Row): Row {
  const r = ctx.repo('report').fromRow(raw)!; // works on DB rows and on mapped ones; drops private fields
  const label = (field: string) => (r[field] ? req.t(`form.enum.report.${field}.${r[field]}`) : undefined);
  return { ...r, typeDescription: label('type'), statusDescription: label('status'), priorityDescription: label('priority') };
}

export function page(content: Row[], total: number, q: { page: number; size: number }) {
  return { content, totalElements: total, totalPages: Math.ceil(total / q.size), page: q.page, size: q.size };
}
