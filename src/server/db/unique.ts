// PostgreSQL's unique_violation (23505), and which index refused the row: the drivers (pg, PGlite) name
// the constraint on the error, older PGlite only in the message, so both are read.
type PgError = { code?: string; constraint?: string; message?: string };

export const isUniqueViolation = (e: unknown): boolean => (e as PgError | undefined)?.code === '23505';

/** A unique violation of an index whose name contains `name` (e.g. 'door_code', 'holds_places'). */
export const uniqueViolationOn = (e: unknown, name: string): boolean =>
  isUniqueViolation(e) && String((e as PgError).constraint ?? (e as PgError).message ?? '').includes(name);
