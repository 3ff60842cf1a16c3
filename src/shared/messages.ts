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

export function translate(messages: Messages, key: string, params: Record<string, unknown> = {}, fallback?: string): string {
  const t = lookup(messages, key) ?? (fallback ? lookup(messages, fallback) : undefined);
  if (t === undefined) return key;
  const fieldKey = params.fieldKey as string | undefined;
  const field = fieldKey ? lookup(messages, `fields.${fieldKey}`) ?? fieldKey.split('.').pop() : undefined;
  return format(t, { ...params, field });
}

/** zh unless the caller's Accept-Language prefers English. */
export function pickLang(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'zh';
  const first = acceptLanguage.split(',')[0].trim().toLowerCase();
  return first.startsWith('en') ? 'en' : 'zh';
}
