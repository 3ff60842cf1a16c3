// A designed text in both languages. The Chinese text stays where it always was (`label`, `type`,
// `name`, …: every older design is still valid and every reader of the Chinese text unchanged); the
// English one sits beside it under `en` with the same key (`{ label: '姓名', en: { label: 'Name' } }`).
// Chinese is required, English optional: a blank or missing English text falls back to the Chinese.
import type { Lang } from './messages';

export type EnTexts = Record<string, unknown>;
export interface Bilingual { en?: EnTexts }

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** `o[key]` in `lang`: the English text when asked for and given, else the Chinese one ('' when none). */
export function textIn(o: object | null | undefined, key: string, lang: Lang): string {
  if (!o) return '';
  const rec = o as Record<string, unknown> & Bilingual;
  if (lang === 'en') {
    const en = rec.en && typeof rec.en === 'object' ? rec.en[key] : undefined;
    if (filled(en)) return en;
  }
  const zh = rec[key];
  return typeof zh === 'string' || typeof zh === 'number' ? String(zh) : '';
}

/** A list's texts in `lang`, the English list read by position (`en.options[i]`); a missing one falls back. */
export function listIn(zh: string[], en: unknown, lang: Lang): string[] {
  if (lang !== 'en' || !Array.isArray(en)) return zh;
  return zh.map((z, i) => (filled(en[i]) ? (en[i] as string) : z));
}

/** `o` with `en[key]` set (blank: removed; an `en` left empty goes too), for the designer's English inputs. */
export function withEn<T extends object>(o: T, key: string, value: string | string[] | undefined): T {
  const en: EnTexts = { ...((o as Bilingual).en ?? {}) };
  const blank = value === undefined || (Array.isArray(value) ? !value.some(filled) : !filled(value));
  if (blank) delete en[key];
  else en[key] = value;
  const out = { ...o } as T & Bilingual;
  if (Object.keys(en).length) out.en = en;
  else delete out.en;
  return out;
}

/** A message parameter in both languages (a designed label): the error handler resolves it per language. */
export interface BothTexts { zh: string; en: string }
export const bothTexts = (o: object, key: string): BothTexts => ({ zh: textIn(o, key, 'zh'), en: textIn(o, key, 'en') });
const isBoth = (v: unknown): v is BothTexts => !!v && typeof v === 'object' && typeof (v as BothTexts).zh === 'string' && typeof (v as BothTexts).en === 'string';

/** Message parameters with every both-language value taken in `lang`. */
export function paramsIn(params: Record<string, unknown> | undefined, lang: Lang): Record<string, unknown> | undefined {
  if (!params) return params;
  let out: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(params)) if (isBoth(v)) (out ??= { ...params })[k] = v[lang] || v.zh;
  return out ?? params;
}

type Schema = Record<string, any>;
/**
 * A site block schema with every text marked `x-bilingual` widened to take `{ zh, en? }` too (each
 * language under the text's own rules; English may be empty). Strings stay valid, so older pages do.
 */
export function bilingualSchema(schema: Schema): Schema {
  const widen = (props: Record<string, Schema>): Record<string, Schema> =>
    Object.fromEntries(Object.entries(props).map(([k, p]): [string, Schema] => {
      if (p?.['x-bilingual'] === true) {
        const { 'x-bilingual': _x, default: _d, ...text } = p;
        return [k, { anyOf: [text, { type: 'object', required: ['zh'], additionalProperties: false, properties: { zh: text, en: { ...text, minLength: 0 } } }], ...(_d !== undefined && { default: _d }) }];
      }
      if (p?.type === 'array' && p.items?.properties) return [k, { ...p, items: { ...p.items, properties: widen(p.items.properties) } }];
      return [k, p];
    }));
  return schema?.properties ? { ...schema, properties: widen(schema.properties) } : schema;
}

/** Every `{ zh, en? }` text among a block's props (and in lists of objects) in `lang`. */
export function propsIn<T>(v: T, lang: Lang): T {
  if (Array.isArray(v)) return v.map((x) => propsIn(x, lang)) as T;
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (typeof o.zh === 'string' && keys.every((k) => k === 'zh' || k === 'en')) return (lang === 'en' && typeof o.en === 'string' && o.en.trim() ? o.en : o.zh) as T;
  return Object.fromEntries(keys.map((k) => [k, propsIn(o[k], lang)])) as T;
}
