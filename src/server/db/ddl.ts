// Entity schema -> SQL. The same statements are written to src/generated/schema.gen.sql by
// scripts/gen.ts and applied, idempotently, at every start: a new property becomes a new column.
import type { JsonSchema } from '../../shared/schema/compose';

/**
 * Names are converted for every column of every row read (repo.fromRow), so each conversion is
 * remembered; the names are the schemas' and the tables' columns, a bounded set (the cap only
 * guards against names from elsewhere).
 */
function memo(fn: (s: string) => string): (s: string) => string {
  const seen = new Map<string, string>();
  return (s) => {
    let out = seen.get(s);
    if (out === undefined) {
      out = fn(s);
      if (seen.size < 5000) seen.set(s, out);
    }
    return out;
  };
}

export const snake = memo((s) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
export const camel = memo((s) => s.replace(/_([a-z])/g, (_, c) => c.toUpperCase()));

export function columnType(p: JsonSchema): string {
  const x = p['x-db'] ?? {};
  if (x.type) return x.type;
  switch (p.type) {
    case 'integer':
      return 'integer';
    case 'number':
      return 'double precision';
    case 'boolean':
      return 'boolean';
    case 'object':
    case 'array':
      return 'jsonb';
    default:
      return p.format === 'date-time' ? 'timestamptz' : p.format === 'date' ? 'date' : 'text';
  }
}

function literal(v: unknown): string {
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  return `'${JSON.stringify(v).replace(/'/g, "''")}'::jsonb`;
}

function columnDef(name: string, p: JsonSchema): string {
  const x = p['x-db'] ?? {};
  let def = `${snake(name)} ${columnType(p)}`;
  if (x.primaryKey) def += ' PRIMARY KEY';
  if (x.default !== undefined) def += ` DEFAULT ${x.default}`;
  else if (p.default !== undefined) def += ` DEFAULT ${literal(p.default)}`;
  return def;
}

export function tableOf(s: JsonSchema): string {
  const t = s['x-table'];
  if (!t || !/^[a-z_][a-z0-9_]*$/.test(t)) throw new Error(`schema ${s.$id}: x-table missing or invalid`);
  return t;
}

/**
 * An index's `whereState` (a flag of the schema's x-lifecycle states, e.g. holdsPlaces): the rows whose
 * status is one of the states with that flag, so a rule such as "one active registration per flow"
 * is the index's, declared where the states are.
 */
function statesWhere(s: JsonSchema, flag: string): string {
  const states = Object.entries<Record<string, unknown>>(s['x-lifecycle']?.states ?? {}).filter(([, d]) => d[flag] === true).map(([k]) => k);
  if (!states.length || !states.every((k) => /^[a-z_]+$/.test(k))) throw new Error(`schema ${s.$id}: whereState ${flag} names no lifecycle state`);
  const column = s['x-lifecycle'].column as string | undefined;
  if (!column || !s.properties?.[column]) throw new Error(`schema ${s.$id}: x-lifecycle.column names no property`);
  return `${snake(column)} IN (${states.map((k) => `'${k}'`).join(', ')})`;
}

/** Statements that bring a table up to its schema without dropping anything. */
export function tableSql(s: JsonSchema): string[] {
  const table = tableOf(s);
  const props = Object.entries<JsonSchema>(s.properties ?? {});
  const pk = props.find(([, p]) => p['x-db']?.primaryKey);
  if (!pk) throw new Error(`schema ${s.$id}: no primary key`);
  const out = [`CREATE TABLE IF NOT EXISTS ${table} (${columnDef(pk[0], pk[1])});`];
  for (const [name, p] of props) {
    if (p === pk[1]) continue;
    out.push(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${columnDef(name, p)};`);
  }
  for (const [name, p] of props) {
    const x = p['x-db'] ?? {};
    const col = snake(name);
    if (x.unique) out.push(`CREATE UNIQUE INDEX IF NOT EXISTS ux_${table}_${col} ON ${table} (${col});`);
    else if (x.index) out.push(`CREATE INDEX IF NOT EXISTS ix_${table}_${col} ON ${table} (${col});`);
  }
  for (const idx of s['x-indexes'] ?? []) if (!idx.whereState) out.push(indexSql(s, table, idx));
  return out;
}

/** The indexes over lifecycle states (`whereState`): made after the data migrations, which may first
 *  have to settle rows such an index would refuse (migrate.ts). */
export function stateIndexSql(s: JsonSchema): string[] {
  const table = tableOf(s);
  return (s['x-indexes'] ?? []).filter((idx: JsonSchema) => idx.whereState).map((idx: JsonSchema) => indexSql(s, table, idx));
}

function indexSql(s: JsonSchema, table: string, idx: JsonSchema): string {
  const cols = (idx.columns as string[]).map(snake);
  const where = idx.whereState ? ` WHERE ${statesWhere(s, idx.whereState)}` : '';
  const name = `ix_${table}_${cols.join('_')}${idx.whereState ? `_${snake(idx.whereState)}` : ''}`;
  return `CREATE ${idx.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${name} ON ${table} (${cols.join(', ')})${where};`;
}

export function schemaSql(entities: Record<string, JsonSchema>): string {
  return Object.values(entities)
    .filter((s) => s['x-table'])
    .sort((a, b) => a.$id.localeCompare(b.$id))
    .map((s) => `-- ${s.$id}\n${[...tableSql(s), ...stateIndexSql(s)].join('\n')}`)
    .join('\n\n');
}
