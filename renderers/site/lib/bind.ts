// Saved props cannot hold live values (the signed-in user, a meeting's title), so they name them:
// `{ "$bind": "user.username" }` becomes that value, and `{ "$bind": "user.role", "t": "nav.roles" }`
// becomes the text key `nav.roles.<role>`. `a|b` takes the first present of several paths; a
// missing value becomes `fallback` or ''.
export type BindData = Record<string, unknown>;

function get(data: BindData, path: string): unknown {
  return path.split('.').reduce<any>((cur, k) => (cur == null ? undefined : cur[k]), data);
}

export function bindProps<T>(value: T, data: BindData): T {
  if (Array.isArray(value)) return value.map((v) => bindProps(v, data)) as T;
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  if (typeof obj.$bind === 'string') {
    const v = obj.$bind.split('|').map((p) => get(data, p.trim())).find((x) => x != null && x !== '');
    if (v == null || v === '') return (obj.fallback ?? '') as T;
    return (typeof obj.t === 'string' ? { t: `${obj.t}.${String(v)}` } : String(v)) as T;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = bindProps(v, data);
  return out as T;
}
