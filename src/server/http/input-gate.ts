// The input gate every declared route passes after its access check and before its schemas and
// handler (route.ts): a path parameter outside its schema (path-params.json: ids in PostgreSQL's
// integer range, file names of the length given out) or holding a character no text may hold names
// nothing, so the handler is given an empty one and answers its own not-found; a JSON body must be an object or an array; every string and key in the path, the query,
// the body and multipart fields is held to the text rules (shared/schema/text.ts), every number must
// be finite and nesting is limited. Short text fields the route's schemas declare (names, titles) also
// refuse zero-width characters and are stored in NFC. Each refusal is a 400 naming the field, in the caller's language.
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { JsonSchema } from '../../shared/schema/compose';
import { forbiddenChar, normalText, nameIssue } from '../../shared/schema/text';
import type { Req } from './context';
import { AppError } from './errors';

/** levels of objects and arrays a request may nest (page designs use about ten) */
export const MAX_DEPTH = 32;
/** the schema of every path parameter, by name */
export const PATH_PARAMS = 'path.params';

interface Spot {
  holder: Record<string | number, unknown>;
  key: string | number;
  schema?: JsonSchema;
  path: string;
  depth: number;
}

/** longest a name-like field may be: names, titles, accounts, phone numbers (descriptions and articles are longer) */
const NAME_LENGTH = 255;

/**
 * A name-like field: a short string the schema declares. Not long text (an article pasted with a
 * zero-width space is not refused), not rich text (HTML keeps its own rules), not a secret (byte for byte).
 */
function isPlainText(s: JsonSchema | undefined, name: string | number): boolean {
  return !!s && [s.type].flat().includes('string') && typeof s.maxLength === 'number' && s.maxLength <= NAME_LENGTH && s['x-widget'] !== 'richtext' && !/password/i.test(String(name));
}

function refuse(path: string, s: JsonSchema | undefined, key: string, params: Record<string, unknown> = {}): AppError {
  const fieldKey = s?.['x-key'] ?? (path.split('/').filter((p) => p && !/^\d+$/.test(p)).join('.') || 'body');
  const all = { fieldKey, ...params };
  return new AppError(400, key, all, [{ path: path || '/', key, params: all }]);
}

/** Walks a value (without recursion: any depth is safe to look at) and throws the first refusal. */
export function admitValue(value: unknown, schema: JsonSchema | undefined, root: string): void {
  const top = { v: value };
  const stack: Spot[] = [{ holder: top, key: 'v', schema, path: root, depth: 0 }];
  while (stack.length) {
    const { holder, key, schema: s, path, depth } = stack.pop()!;
    const v = holder[key];
    if (typeof v === 'string') {
      const plain = isPlainText(s, key);
      const bad = plain ? nameIssue(v) : forbiddenChar(v);
      if (bad) throw refuse(path, s, 'validation.characters', { char: bad });
      if (plain) holder[key] = normalText(v);
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw refuse(path, s, 'validation.finite');
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) throw refuse(path, undefined, 'validation.tooDeep', { limit: MAX_DEPTH });
      const children: Spot[] = [];
      if (Array.isArray(v)) v.forEach((_, i) => children.push({ holder: v as never, key: i, schema: s?.items, path: `${path}/${i}`, depth: depth + 1 }));
      else {
        for (const k of Object.keys(v)) {
          const bad = forbiddenChar(k);
          if (bad) throw refuse(`${path}/${k}`, undefined, 'validation.characters', { char: bad });
          children.push({ holder: v as never, key: k, schema: s?.properties?.[k], path: `${path}/${k}`, depth: depth + 1 });
        }
      }
      // the first field first, as a form shows its messages
      stack.push(...children.reverse());
    }
  }
}

export interface Declared {
  params: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
}

/** `invalidParams` answers the names of the parameters outside their schema. */
export function admit(req: Req, d: Declared, invalidParams: (params: Record<string, unknown>) => string[]): void {
  const params = req.params as Record<string, string>;
  // a parameter holding a character no name may hold names nothing, as one outside its schema
  for (const [name, v] of Object.entries(params)) if (typeof v === 'string' && nameIssue(v)) params[name] = '';
  admitValue(params, d.params, '');
  for (const name of invalidParams({ ...params })) params[name] = '';
  admitValue(req.query, d.query, '');
  const body = req.body;
  if (body !== undefined && (body === null || typeof body !== 'object') && !req.isMultipart()) throw new AppError(400, 'validation.bodyObject');
  admitValue(body, d.body, '');
  if (req.isMultipart()) checkParts(req);
}

/** Multipart text fields (and field names) pass the same rules as they are read, whichever way the handler reads them. */
function checkParts(req: Req) {
  const field = (p: Multipart) => {
    admitValue({ [p.fieldname]: p.type === 'field' ? p.value : '' }, undefined, '');
  };
  const parts = req.parts.bind(req);
  req.parts = function (opts) {
    const it = parts(opts);
    return (async function* () {
      for await (const p of it) {
        field(p);
        yield p;
      }
    })() as ReturnType<typeof parts>;
  };
  const file = req.file.bind(req);
  req.file = async function (opts) {
    const f = (await file(opts)) as MultipartFile | undefined;
    for (const v of Object.values(f?.fields ?? {})) for (const p of [v ?? []].flat()) field(p as Multipart);
    return f;
  } as typeof req.file;
}
