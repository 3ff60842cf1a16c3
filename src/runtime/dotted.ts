// `a.b.0.c` lookups into answers, as screen configs name them.
export function getPath(obj: unknown, path: string | undefined): unknown {
  if (!path) return obj;
  let cur: any = obj;
  for (const part of path.split('.')) {
    if (cur == null) return undefined;
    cur = cur[part];
  }
  return cur;
}

/** The first of several candidate paths that holds a value. */
export function firstPath(obj: unknown, paths: string[]): unknown {
  for (const p of paths) {
    const v = getPath(obj, p);
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}
