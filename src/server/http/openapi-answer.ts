// The schema of an answer's `data`, read from RouteDef.answer: an entity id, a list of one (`news[]`), or
// an object naming its keys (`{ content: news[], totalElements, totalPages }`), nested alike. Keys that
// name an entity point at its schema; others are named only; free text stays the description.
import type { JsonSchema } from '../../shared/schema/compose';

export const refTo = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` });

/** `text` split at the commas and semicolons outside brackets */
function topLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of text) {
    if ('{[('.includes(c)) depth++;
    if ('}])'.includes(c)) depth--;
    if (depth === 0 && (c === ',' || c === ';')) {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  return [...out, cur.trim()].filter(Boolean);
}

/** index of the bracket closing the one at `start` */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if ('{['.includes(text[i])) depth++;
    if ('}]'.includes(text[i]) && --depth === 0) return i;
  }
  return -1;
}

/** the paging and counting keys every list answer uses */
const COUNT = /^(total\w*|\w+Count|page|size|currentPage|totalPages|number)$/;

/** a bare key: the entity of its name (`{ token, user }`), a count, or named only */
const bare = (key: string, isEntity: (id: string) => boolean): JsonSchema => (isEntity(key) ? refTo(key) : COUNT.test(key) ? { type: 'integer' } : {});

function objectOf(inner: string, isEntity: (id: string) => boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const part of topLevel(inner)) {
    const m = /^(\w+)\??(?:\s*:\s*([\s\S]*))?$/.exec(part);
    if (m) properties[m[1]] = m[2] ? answerSchema(m[2], isEntity) : bare(m[1], isEntity);
  }
  return { type: 'object', properties };
}

export function answerSchema(text: string | undefined, isEntity: (id: string) => boolean): JsonSchema {
  const t = (text ?? '').trim();
  if (!t || t === '-') return {};
  const described = (s: JsonSchema, rest: string) => (rest.trim() ? { ...s, description: t } : s);
  const entity = /^(\w+)(\[\])?([\s\S]*)$/.exec(t);
  if (entity && isEntity(entity[1])) return described(entity[2] ? { type: 'array', items: refTo(entity[1]) } : refTo(entity[1]), entity[3]);
  if (t.startsWith('{')) {
    const end = closing(t, 0);
    if (end > 0) return described(objectOf(t.slice(1, end), isEntity), t.slice(end + 1));
  }
  if (t.startsWith('[{')) {
    const end = closing(t, 1);
    if (end > 0) return described({ type: 'array', items: objectOf(t.slice(2, end), isEntity) }, t.slice(end + 2));
  }
  return { description: t };
}
