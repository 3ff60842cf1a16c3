// The app's i18next instance. Messages live in schemas/messages (shared with the server), one
// "translation" namespace with top-level groups per owner (see docs/contracts.md).
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import type { Lang, Messages } from '../shared/messages';
import { hasDom, readItem, writeItem } from './storage';

export type { Lang };
export const LANGS: Lang[] = ['zh', 'en'];
export const LANG_KEY = 'conflow.lang';

const isLang = (v: unknown): v is Lang => v === 'zh' || v === 'en';

function initialLang(): Lang {
  const stored = readItem('local', LANG_KEY);
  return isLang(stored) ? stored : 'zh';
}

function applyHtmlLang(lang: Lang) {
  if (hasDom()) document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

export const i18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh as Messages }, en: { translation: en as Messages } },
  lng: initialLang(),
  fallbackLng: 'zh',
  supportedLngs: LANGS,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false, // resources are bundled: be ready synchronously, no flash of keys
});
applyHtmlLang(currentLang());
i18n.on('languageChanged', (l) => isLang(l) && applyHtmlLang(l));

export function currentLang(): Lang {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLang(l) ? l : 'zh';
}

export function setLanguage(lang: Lang): Promise<unknown> {
  writeItem('local', LANG_KEY, lang);
  return i18n.changeLanguage(lang);
}

/** The whole message tree of a language (what the shared `translate` helper reads). */
export function messagesOf(lang: Lang = currentLang()): Messages {
  return (i18n.getResourceBundle(lang, 'translation') as Messages) ?? {};
}

/** Translate outside React (HTTP errors, toasts) in the current or a given language. */
export function t(key: string, params?: Record<string, unknown>, lang?: Lang): string {
  return i18n.t(key, { ...params, lng: lang ?? currentLang() }) as string;
}

/** Re-renders on language change. `{ lang, setLanguage, toggle }`. */
export function useLang() {
  const { i18n: inst } = useTranslation();
  const lang: Lang = isLang(inst.resolvedLanguage) ? inst.resolvedLanguage : currentLang();
  return { lang, setLanguage, toggle: () => setLanguage(lang === 'zh' ? 'en' : 'zh') };
}

/** useTranslation bound to this instance (safe even if another i18next instance is registered). */
export function useT() {
  return useTranslation('translation', { i18n });
}
