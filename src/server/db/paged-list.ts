// One page of an entity's list as every server-paged list answers it, `{ list, total, page, size }`: the
// select filters, order and page size are its schema's x-list's (shared/schema/list.ts; `x-list-of`
// composes the query that validated `query` from the same), the route gives only what scopes the rows
// (its meeting, its collection: trusted SQL with its own parameters) and how a row is answered.
import type { Ctx } from '../http/context';
import type { Row } from './repo';
import { snake } from './ddl';
import { listOf } from '../../shared/schema/list';

export interface PageOf {
  /** `table alias` (joins included) and the alias of the entity's own table */
  from: string;
  alias: string;
  /** the columns read; the entity's row by default */
  select?: string;
  /** conditions that scope the rows, with the parameters they name ($1…) */
  where: string[];
  args: unknown[];
  /** the row as answered; the entity's record by default */
  answer?: (r: Row) => unknown;
}

const DEFAULT_SIZE = 20;

export async function pagedList(ctx: Ctx, entity: string, query: Row, def: PageOf) {
  const schema = ctx.schemas.entities[entity];
  const x = listOf(schema);
  const col = (name: string) => {
    // names are the schema's, never the caller's; one that is no property is a mistake in the schema
    if (!schema.properties?.[name]) throw new Error(`${entity} x-list: no property ${name}`);
    return `${def.alias}.${snake(name)}`;
  };
  const args = [...def.args];
  const where = [...def.where];
  for (const f of x.filters ?? []) {
    const v = query[f.name];
    if (f.kind !== 'select' || v === undefined || v === null || v === '') continue;
    args.push(v);
    where.push(`${col(f.name)} = $${args.length}`);
  }
  const page = Number(query.page ?? 1);
  const size = Number(query.size ?? x.page?.size ?? DEFAULT_SIZE);
  const dir = x.sort?.dir === 'asc' ? 'ASC' : 'DESC';
  const order = x.sort ? `${col(x.sort.key)} ${dir}, ${def.alias}.id ${dir}` : `${def.alias}.id DESC`;
  const w = where.length ? where.join(' AND ') : 'true';
  const [{ n }] = await ctx.db.query(`SELECT count(*)::int AS n FROM ${def.from} WHERE ${w}`, args);
  const rows = await ctx.db.query(
    `SELECT ${def.select ?? `${def.alias}.*`} FROM ${def.from} WHERE ${w} ORDER BY ${order} LIMIT $${args.length + 1} OFFSET $${args.length + 2}`,
    [...args, size, (page - 1) * size],
  );
  const answer = def.answer ?? ((r: Row) => ctx.repo(entity).fromRow(r));
  return { list: rows.map(answer), total: Number(n), page, size };
}
