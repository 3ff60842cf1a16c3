// The one HTTP client (no component calls fetch by itself). Rules: spec 1 §6-8, spec 3 §7-8.
// Resolves to the answer's `data`; throws ApiError with a message in the current language.
import { clearSession, tokenExpired, decodeJwt } from './auth';
import { currentLang } from './i18n';
import { ApiError, bodyCodeError, expiredError, networkError, sendFailedError, statusError, statusMessage, timeoutError, invalidTokenError } from './apiError';
import { authHeaders, isCredentialCall, isParticipantPath, timeoutFor, withQuery, type Params } from './httpRules';

export { ApiError, isApiError, serverMessage } from './apiError';
export type { FieldIssue } from './apiError';
export { TIMEOUTS, timeoutFor } from './httpRules';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  params?: Params;
  body?: unknown;
  /** ms; defaults by area (TIMEOUTS) */
  timeout?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** force how a successful answer is read (default: JSON unwrapped, binary as Blob) */
  responseType?: 'json' | 'blob' | 'text';
  /** an upload's progress, 0..1 as its bytes leave (sent through XMLHttpRequest: fetch cannot tell) */
  onUploadProgress?: (fraction: number) => void;
}

/** Navigation the client needs; the app replaces these with its router (configureHttp). */
export const httpHooks = {
  onUnauthorized: (): void => {
    if (typeof window !== 'undefined') window.location.assign('/?login=1');
  },
  onSessionExpired: (): void => {
    if (typeof window !== 'undefined') window.location.assign('/');
  },
};

export function configureHttp(hooks: Partial<typeof httpHooks>): void {
  Object.assign(httpHooks, hooks);
}

const isSuccessCode = (c: unknown) => c === 0 || c === 200 || c === '0' || c === '200';

/** Success-body rule: login-shaped bodies whole, `{code,data}` unwrapped, anything else as is. */
function unwrap(status: number, body: any): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    if ('user' in body && 'token' in body) return body;
    if ('code' in body) {
      if (!isSuccessCode(body.code)) throw bodyCodeError(status, body);
      return 'data' in body ? body.data : body;
    }
  }
  return body;
}

async function readBody(res: Response, type: RequestOptions['responseType']): Promise<{ body: unknown; json: boolean }> {
  const ct = res.headers.get('content-type') ?? '';
  const json = type === 'json' || (!type && /json/i.test(ct));
  if (res.status === 204 || res.status === 205) return { body: undefined, json: false };
  if (type === 'text') return { body: await res.text(), json: false };
  if (json || !res.ok) {
    // error bodies are read as text first: a proxy may answer HTML
    const text = await res.text();
    try {
      return { body: text ? JSON.parse(text) : undefined, json: true };
    } catch {
      return { body: text, json: false };
    }
  }
  return { body: await res.blob(), json: false }; // images, files: pass through
}

export async function request<T = any>(method: Method, url: string, opts: RequestOptions = {}): Promise<T> {
  const { headers: auth, organizerToken } = authHeaders(url);
  // a kept token that has run out, or that is no token at all (spec 2 §6: 认证信息无效，请重新登录)
  const bad = organizerToken ? (tokenExpired(organizerToken) ? expiredError : !decodeJwt(organizerToken) ? invalidTokenError : null) : null;
  if (bad) {
    clearSession();
    httpHooks.onSessionExpired();
    throw bad();
  }

  let init: RequestInit;
  let target: string;
  const controller = new AbortController();
  let timedOut = false;
  try {
    const multipart = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLang(), ...auth, ...opts.headers };
    target = withQuery(url, opts.params, method === 'GET');
    const body = opts.body === undefined || method === 'GET' ? undefined : multipart ? (opts.body as FormData) : JSON.stringify(opts.body);
    // JSON content type whenever JSON is sent (as axios does: Fastify refuses an empty JSON body)
    if (typeof body === 'string') headers['Content-Type'] ??= 'application/json';
    opts.signal?.addEventListener('abort', () => controller.abort(opts.signal?.reason), { once: true });
    init = { method, headers, body, credentials: 'include', signal: controller.signal };
  } catch {
    throw sendFailedError(); // the request could not even be built (bad body, bad params)
  }

  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeout ?? timeoutFor(url));
  let res: Response;
  try {
    res = opts.onUploadProgress && init.body instanceof FormData && typeof XMLHttpRequest !== 'undefined' ? await xhrFetch(target, init, opts.onUploadProgress) : await fetch(target, init);
  } catch (e) {
    clearTimeout(timer);
    if (timedOut) throw timeoutError();
    if (opts.signal?.aborted) throw e; // the caller cancelled: not an error to show
    throw e instanceof TypeError ? networkError() : sendFailedError();
  }

  try {
    const { body, json } = await readBody(res, opts.responseType);
    if (!res.ok) {
      if (res.status === 401) {
        if (isCredentialCall(url)) throw statusError(401, body, statusMessage(400, body));
        if (!isParticipantPath(url)) {
          clearSession();
          httpHooks.onUnauthorized();
        }
      }
      throw statusError(res.status, body);
    }
    return (json ? unwrap(res.status, body) : body) as T;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw timedOut ? timeoutError() : networkError(); // the body stream broke off
  } finally {
    clearTimeout(timer);
  }
}

/**
 * fetch() through XMLHttpRequest, for the upload progress fetch does not report: the same request
 * (method, headers, credentials, abort), answered as a Response so everything after reads it alike.
 */
export function xhrFetch(url: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(String(init.method ?? 'POST'), url);
    xhr.withCredentials = true;
    xhr.responseType = 'blob';
    for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const i = line.indexOf(':');
        if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      try {
        resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
      } catch {
        reject(new TypeError('bad response'));
      }
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.ontimeout = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body as FormData);
  });
}

type Opts = Omit<RequestOptions, 'body' | 'params'>;

export const http = {
  request,
  get: <T = any>(url: string, params?: Params, opts?: Opts) => request<T>('GET', url, { ...opts, params }),
  post: <T = any>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', url, { ...opts, body }),
  put: <T = any>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', url, { ...opts, body }),
  patch: <T = any>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', url, { ...opts, body }),
  /** DELETE; a body is sent when given (batch deletes take a list of ids) */
  del: <T = any>(url: string, body?: unknown, opts?: RequestOptions) => request<T>('DELETE', url, { ...opts, body }),
  /** multipart: the browser sets the boundary, so no JSON content type */
  upload: <T = any>(url: string, form: FormData, opts?: RequestOptions) => request<T>('POST', url, { ...opts, body: form }),
  /** a file or image as a Blob */
  blob: (url: string, params?: Params, opts?: Opts) => request<Blob>('GET', url, { ...opts, params, responseType: 'blob' }),
};

export default http;
