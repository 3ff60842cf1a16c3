// Every message key a JSON config names as `{ "t": "key" }` (a `$bind` with `t` names a key prefix,
// not a key). Shared by the tests that check configs name only keys that exist.
export function keysIn(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => keysIn(x, out));
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.t === 'string' && !('$bind' in o)) out.push(o.t);
    Object.values(o).forEach((x) => keysIn(x, out));
  }
  return out;
}
