// Errors carry a message key, not text: the error handler answers in the caller's language.
export interface FieldIssue {
  path: string;
  key: string;
  fallback?: string;
  params?: Record<string, unknown>;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly errors: FieldIssue[] = [],
    /** what went wrong underneath (a 503's outage): logged, never answered */
    readonly cause?: unknown,
  ) {
    super(key);
  }
}

export const badRequest = (key: string, params?: Record<string, unknown>) => new AppError(400, key, params);
/** A 400 that belongs to one field, shown under it by forms. */
export const fieldError = (path: string, key: string, params?: Record<string, unknown>) => new AppError(400, key, params, [{ path, key, params }]);
export const unauthorized = (key = 'errors.unauthorized') => new AppError(401, key);
export const forbidden = (key = 'errors.forbidden') => new AppError(403, key);
export const notFound = (key = 'errors.notFound') => new AppError(404, key);
/** A numeric id from the path; anything else names nothing (rather than failing in the database). */
export function idParam(params: unknown, name: string): number {
  const v = (params as Record<string, string | undefined>)[name] ?? '';
  if (!/^\d{1,9}$/.test(v)) throw notFound();
  return Number(v);
}
export const tooMany = (key = 'errors.tooMany', params?: Record<string, unknown>) => new AppError(429, key, params);
