// Generic access to an entity's table: columns and JSON handling come from the entity schema.
import type { Db } from './driver';
import type { JsonSchema } from '../../shared/schema/compose';
import { camel, columnType, snake, tableOf } from './ddl';

export type Row = Record<string, any>;

/** A column's value as fromRow answers it: dates as ISO text, numeric columns (money, from pg as strings) as numbers. */
export const columnValue = (v: unknown, number: boolean): unknown => (v instanceof Date ? v.toISOString() : number && typeof v === 'string' ? Number(v) : v);

export class Repo {
  readonly table: string;
  private readonly props: Record<string, JsonSchema>;
  private readonly privateProps: string[];

  constructor(readonly schema: JsonSchema) {
    this.table = tableOf(schema);
    this.props = schema.properties ?? {};
    this.privateProps = Object.entries<JsonSchema>(this.props).filter(([, p]) => p['x-private']).map(([k]) => k);
  }

  /** A DB row as the API answers it: camelCase, ISO dates, no private fields unless asked. */
  fromRow(row: Row | undefined, withPrivate = false): Row | undefined {
    if (!row) return undefined;
    const out: Row = {};
    for (const k in row) {
      const c = this.column(k);
      if (c.private && !withPrivate) continue;
      const v = row[k];
      // numeric columns (money) arrive from pg as strings; the schema says number
      out[c.name] = columnValue(v, c.number);
    }
    return out;
  }

  /** What fromRow does with a column, worked out once per column name (it runs for every row of every answer). */
  private readonly columns = new Map<string, { name: string; private: boolean; number: boolean }>();
  /** (public: a caller mapping a page of rows of one shape plans the columns once, participants/row.ts) */
  column(k: string) {
    let c = this.columns.get(k);
    if (!c) {
      const name = camel(k);
      c = { name, private: this.privateProps.includes(name), number: this.props[name]?.type === 'number' };
      this.columns.set(k, c);
    }
    return c;
  }

  private value(name: string, v: unknown) {
    const p = this.props[name];
    if (p && columnType(p) === 'jsonb' && v !== null && v !== undefined) return JSON.stringify(v);
    return v;
  }

  private known(data: Row) {
    return Object.entries(data).filter(([k, v]) => k in this.props && v !== undefined);
  }

  /**
   * `INSERT INTO table (…) SELECT $n::type, … tail`: the insert as a part of a larger statement (a CTE
   * fed from another, or conditioned by `tail`'s WHERE), its values taken as parameters through `p`.
   * Cast by the schema's column types, since a SELECT's bare parameters would be read as text.
   */
  insertSelect(p: (v: unknown) => string, data: Row, tail = ''): string {
    const entries = this.known(data);
    const cols = entries.map(([k]) => snake(k)).join(', ');
    const vals = entries.map(([k, v]) => `${p(this.value(k, v))}::${columnType(this.props[k])}`).join(', ');
    return `INSERT INTO ${this.table} (${cols}) SELECT ${vals} ${tail}`;
  }

  async insert(db: Db, data: Row): Promise<Row> {
    const entries = this.known(data);
    const cols = entries.map(([k]) => snake(k)).join(', ');
    const ph = entries.map((_, i) => `$${i + 1}`).join(', ');
    const [row] = await db.query(`INSERT INTO ${this.table} (${cols}) VALUES (${ph}) RETURNING *`, entries.map(([k, v]) => this.value(k, v)));
    return this.fromRow(row, true)!;
  }

  async update(db: Db, where: Row, data: Row): Promise<Row | undefined> {
    const set = this.known(data);
    if (!set.length) return this.findOne(db, where, true);
    const w = this.known(where);
    const sql = `UPDATE ${this.table} SET ${set.map(([k], i) => `${snake(k)} = $${i + 1}`).join(', ')} WHERE ${w
      .map(([k], i) => `${snake(k)} = $${set.length + i + 1}`)
      .join(' AND ')} RETURNING *`;
    const [row] = await db.query(sql, [...set.map(([k, v]) => this.value(k, v)), ...w.map(([k, v]) => this.value(k, v))]);
    return this.fromRow(row, true);
  }

  async findOne(db: Db, where: Row, withPrivate = false): Promise<Row | undefined> {
    const w = this.known(where);
    const [row] = await db.query(`SELECT * FROM ${this.table} WHERE ${w.map(([k], i) => `${snake(k)} = $${i + 1}`).join(' AND ')} LIMIT 1`, w.map(([k, v]) => this.value(k, v)));
    return this.fromRow(row, withPrivate);
  }

  /** Removes private fields and anything not in the schema from an already-mapped record. */
  public(rec: Row | undefined): Row | undefined {
    if (!rec) return undefined;
    const out: Row = {};
    for (const [k, v] of Object.entries(rec)) if (!this.privateProps.includes(k)) out[k] = v;
    return out;
  }
}
