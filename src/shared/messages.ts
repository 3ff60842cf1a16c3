// Message lookup by dotted key with {{param}} interpolation, the same format i18next reads.
export type Messages = Record<string, any>;
export type Lang = 'zh' | 'en';

export function lookup(messages: Messages, key: string): string | undefined {
  let cur: any = messages;
  for (const part of key.split('.')) {
    if (cur == null || typeof cur !== 'object') return undefined;
    cur = cur[part];
  }
  return typeof cur === 'string' ? cur : undefined;
}

export function format(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k) => (params[k] === undefined ? '' : String(params[k])));
}

/** Answers without parameters, per message set: the same key is asked for on every row of a list. */
const plain = new WeakMap<Messages, Map<string, string>>();

export function translate(messages: Messages, key: string, params: Record<string, unknown> = {}, fallback?: string): string {
  if (fallback === undefined && isEmpty(params)) {
    let memo = plain.get(messages);
    if (!memo) plain.set(messages, (memo = new Map()));
    let hit = memo.get(key);
    if (hit === undefined) memo.set(key, (hit = translateNow(messages, key, params)));
    return hit;
  }
  return translateNow(messages, key, params, fallback);
}

function isEmpty(o: Record<string, unknown>): boolean {
  for (const _ in o) return false;
  return true;
}

function translateNow(messages: Messages, key: string, params: Record<string, unknown>, fallback?: string): string {
  const t = lookup(messages, key) ?? (fallback ? lookup(messages, fallback) : undefined);
  if (t === undefined) return key;
  const fieldKey = params.fieldKey as string | undefined;
  const field = fieldKey ? fieldLabel(messages, fieldKey) : undefined;
  // a parameter given as { t: key } is itself a message (a state's name in the caller's language)
  // `field` from the key only when one is named: a message may pass its own `field` (e.g. { t: label })
  const out: Record<string, unknown> = fieldKey ? { ...params, field } : { ...params };
  for (const k in out) {
    const v = out[k] as { t?: unknown } | null;
    if (v && typeof v === 'object' && typeof v.t === 'string') out[k] = lookup(messages, v.t) ?? v.t;
  }
  return format(t, out);
}

/**
 * The label a message names a field by: `fields.<key>`, else the nearest enclosing field's label
 * (`notificationRecord.audience.kind` → 接收人); a property's raw name only when none has one
 * (tests/unit/field-labels.test.ts keeps every schema's x-key labelled).
 */
export function fieldLabel(messages: Messages, fieldKey: string): string {
  const parts = fieldKey.split('.');
  for (let n = parts.length; n > 1; n--) {
    const label = lookup(messages, `fields.${parts.slice(0, n).join('.')}`);
    if (label !== undefined) return label;
  }
  return parts[parts.length - 1];
}

/** zh unless the caller's Accept-Language prefers English. */
export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'zh';
  const first = acceptLanguage.split(',')[0].trim().toLowerCase();
  return first.startsWith('en') ? 'en' : 'zh';
}
