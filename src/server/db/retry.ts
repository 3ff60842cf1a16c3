// A PostgreSQL transaction that PostgreSQL itself aborted for a reason that is about timing, not about the
// request: chosen as the victim of a deadlock (40P01: two transactions took the same row locks in opposite
// orders, e.g. two bulk operations over the same registrations, whose summary triggers lock striped rows) or
// a serialization failure (40001). Both are rolled back whole and succeed when run again, so the driver runs
// the transaction function again a few times after a short random pause (the pause lets the other side
// finish, its randomness keeps two victims from meeting again) instead of answering 500.
// Running a function again is safe because everything it does goes through its transaction's connection and
// is rolled back with it; effects outside the database (mail, the job queue's own pool, memory) are done after
// the transaction committed (README: Database, "Transactions run again"). PGlite is one connection: it
// cannot deadlock and is not retried.

/** How often a transaction runs again after the first attempt, at most. */
export const TX_RETRIES = 4;

type PgError = { code?: string; cause?: unknown };

const codeOf = (e: unknown): string | undefined => (e as PgError | undefined)?.code ?? ((e as PgError | undefined)?.cause as PgError | undefined)?.code;

export const isDeadlock = (e: unknown): boolean => codeOf(e) === '40P01';

/** deadlock_detected or serialization_failure: the transaction was rolled back and may simply run again. */
export const isRetryable = (e: unknown): boolean => isDeadlock(e) || codeOf(e) === '40001';

/** A short random pause before attempt `n` + 1 (5-25 ms, then growing). */
export const backoff = (n: number) => new Promise<void>((ok) => setTimeout(ok, (5 + Math.random() * 20) * 2 ** n));

/** Runs `attempt` until it settles otherwise than with a retryable error, `retries` more times at most; then its last error. */
export async function retrying<T>(retries: number, attempt: () => Promise<T>): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (e) {
      if (n >= retries || !isRetryable(e)) throw e;
      await backoff(n);
    }
  }
}
