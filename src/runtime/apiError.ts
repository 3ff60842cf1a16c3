// The one error type the HTTP client throws, and the status → message catalogue (spec 1 §8,
// spec 3 §8). Messages come from errors.* in the message files, in the current language.
import { t } from './i18n';

export interface FieldIssue {
  path: string;
  message: string;
}

export type ErrorReason = 'status' | 'bodyCode' | 'expired' | 'timeout' | 'network' | 'sendFailed';

export class ApiError extends Error {
  /** HTTP status; the body code for body-code errors; 0 when no response came. */
  readonly status: number;
  readonly errors?: FieldIssue[];
  readonly reason: ErrorReason;
  /** the parsed answer, when there was one */
  readonly body?: unknown;

  constructor(status: number, message: string, opts: { errors?: FieldIssue[]; reason?: ErrorReason; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = opts.errors;
    this.reason = opts.reason ?? 'status';
    this.body = opts.body;
  }

  /**
   * The message in `lang`: the server answers its refusals in both languages (`messages`), so a page
   * showing one can show it again after the language changes; else the message as it came.
   */
  messageIn(lang: 'zh' | 'en'): string {
    const both = (this.body as { messages?: Record<string, unknown> } | undefined)?.messages;
    const m = both?.[lang];
    return typeof m === 'string' && m.trim() ? m : this.message;
  }

  /** `{ [fieldPath]: message }` from the server's validation errors, for a form to show. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors ?? []) out[e.path.replace(/^\//, '')] ??= e.message;
    return out;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The server's own message in an error answer (the client shows its own text for some statuses). */
export function serverMessage(body: unknown): string | undefined {
  const m = (body as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m.trim() ? m : undefined;
}

function serverErrors(body: unknown): FieldIssue[] | undefined {
  const e = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(e) ? (e as FieldIssue[]) : undefined;
}

/** The message for an HTTP error status. 401/404/500 use our own text whatever the server says. */
export function statusMessage(status: number, body: unknown): string {
  switch (status) {
    case 400:
      return serverMessage(body) ?? t('errors.badRequest');
    case 401:
      return t('errors.unauthorized');
    case 403:
      return serverMessage(body) ?? t('errors.forbidden');
    case 404:
      return t('errors.notFound');
    case 500:
      return t('errors.server');
    default:
      return serverMessage(body) ?? t('errors.unknown');
  }
}

export function statusError(status: number, body: unknown, message = statusMessage(status, body)): ApiError {
  return new ApiError(status, message, { errors: serverErrors(body), body });
}

/** A 2xx answer whose body code is neither 0 nor 200. */
export function bodyCodeError(status: number, body: unknown): ApiError {
  const code = Number((body as { code?: unknown }).code);
  return new ApiError(Number.isFinite(code) && code ? code : status, serverMessage(body) ?? t('errors.bodyCode'), {
    reason: 'bodyCode',
    errors: serverErrors(body),
    body,
  });
}

export const expiredError = () => new ApiError(401, t('errors.tokenExpired'), { reason: 'expired' });
/** A kept token that cannot be read as one (spec 2 §6). */
export const invalidTokenError = () => new ApiError(401, t('errors.tokenInvalid'), { reason: 'expired' });
export const timeoutError = () => new ApiError(0, t('errors.timeout'), { reason: 'timeout' });
export const networkError = () => new ApiError(0, t('errors.network'), { reason: 'network' });
export const sendFailedError = () => new ApiError(0, t('errors.sendFailed'), { reason: 'sendFailed' });
