// Named prepared statements for the PostgreSQL driver: a statement text seen again is parsed once per
// connection instead of once per call, which is most of the database's work on a hot read. Only DML/
// SELECT with parameters is named, and only the first MAX distinct texts (the app's statements are a fixed set;
// a text built from user input never is, values travel as parameters).
//
// After another process adds a column (additive migrations at its start), a named `SELECT *` fails
// once with "cached plan must not change result type": the names then move to a new generation,
// so every statement is prepared afresh, and the call is retried once.

const MAX = 1000;
const DML = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i;

export class StatementNames {
  private readonly names = new Map<string, number>();
  private generation = 0;

  /** `enabled` false: every statement goes unnamed (PG_PREPARE=off) */
  constructor(private readonly enabled = true) {}

  /** The name to prepare `sql` under, or undefined to send it unnamed. */
  nameFor(sql: string, params?: unknown[]): string | undefined {
    // without parameters a text may hold several statements, which a prepared statement cannot
    if (!this.enabled || !params?.length) return undefined;
    let n = this.names.get(sql);
    if (n === undefined) {
      if (this.names.size >= MAX || !DML.test(sql)) return undefined;
      n = this.names.size;
      this.names.set(sql, n);
    }
    return `conflow_${this.generation}_${n}`;
  }

  /** True (and every name renewed) when `e` says a prepared plan went stale under a schema change. */
  renewOn(e: unknown): boolean {
    const err = e as { code?: string; message?: string };
    if (err?.code !== '0A000' || !/cached plan must not change result type/.test(err.message ?? '')) return false;
    this.generation++;
    return true;
  }
}
