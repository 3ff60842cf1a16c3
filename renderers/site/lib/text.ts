// Block props hold either plain text or `{ t: key, params }`, so one saved page serves zh and en.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type TextKey = { t: string; params?: Record<string, unknown> };
/** A text the organizer wrote in both languages (schemas/site/text.json). */
export type BothText = { zh: string; en?: string };
export type Text = string | TextKey;

export const isBothText = (v: unknown): v is BothText => typeof v === 'object' && v !== null && typeof (v as BothText).zh === 'string';

export function isTextKey(v: unknown): v is TextKey {
  return typeof v === 'object' && v !== null && typeof (v as TextKey).t === 'string';
}

/** Returns `tx(value)`: a plain string as is, a text in both languages in the current one, a key through i18next, nothing as ''. */
export function useText() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return useCallback(
    (v: Text | BothText | undefined | null, params?: Record<string, unknown>): string => {
      if (v == null) return '';
      if (typeof v === 'string') return v;
      if (isBothText(v)) return lang === 'en' && v.en?.trim() ? v.en : v.zh;
      return String(t(v.t, { ...(v.params ?? {}), ...(params ?? {}) }));
    },
    [t, lang],
  );
}
