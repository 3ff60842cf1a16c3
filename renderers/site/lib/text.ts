// Block props hold either plain text or `{ t: key, params }`, so one saved page serves zh and en.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type TextKey = { t: string; params?: Record<string, unknown> };
export type Text = string | TextKey;

export function isTextKey(v: unknown): v is TextKey {
  return typeof v === 'object' && v !== null && typeof (v as TextKey).t === 'string';
}

/** Returns `tx(value)`: a plain string as is, a key through i18next, nothing as ''. */
export function useText() {
  const { t } = useTranslation();
  return useCallback(
    (v: Text | undefined | null, params?: Record<string, unknown>): string => {
      if (v == null) return '';
      if (typeof v === 'string') return v;
      return String(t(v.t, { ...(v.params ?? {}), ...(params ?? {}) }));
    },
    [t],
  );
}
