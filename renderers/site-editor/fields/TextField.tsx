// A block's text (schema site.text) in both languages: the Chinese one, and beside it an optional
// English one shown on the English site (src/shared/bilingual.ts: English falls back to Chinese).
// Stored as a plain string while there is no English, as `{ zh, en }` once there is.
import { useTranslation } from 'react-i18next';

export type SiteText = string | { zh: string; en?: string } | Record<string, unknown>;

const isBoth = (v: unknown): v is { zh: string; en?: string } => !!v && typeof v === 'object' && typeof (v as { zh?: unknown }).zh === 'string';

export function textValue(zh: string, en: string): string | { zh: string; en: string } {
  return en.trim() ? { zh, en } : zh;
}

export function TextField({ id, value, onChange, maxLength, input, placeholder }: { id: string; value: unknown; onChange(v: unknown): void; maxLength?: number; input: string; placeholder?: string }) {
  const { t } = useTranslation();
  const zh = typeof value === 'string' ? value : isBoth(value) ? value.zh : '';
  const en = isBoth(value) ? value.en ?? '' : '';
  const long = (maxLength ?? 0) > 300;
  const Control = long ? 'textarea' : 'input';
  return (
    <>
      <Control id={id} rows={long ? 3 : undefined} value={zh} maxLength={maxLength} placeholder={placeholder} aria-label={placeholder} onChange={(e) => onChange(textValue(e.target.value, en))} className={input} />
      <Control rows={long ? 3 : undefined} value={en} lang="en" maxLength={maxLength} placeholder={t('bilingual.siteText')} aria-label={t('bilingual.siteText')} onChange={(e) => onChange(textValue(zh, e.target.value))} className={input} data-testid={`${id}-en`} />
    </>
  );
}
