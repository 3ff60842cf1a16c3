// The app's i18next instance. Messages live in schemas/messages (shared with the server), one
// "translation" namespace with top-level groups per owner (see docs/contracts.md).
//
// The home page must stay light, so messages arrive in parts: only zh's first-load groups (the shell,
// the public pages, HTTP errors; src/shared/messageGroups.ts) are bundled. Another language is its
// own chunk, fetched on first use (`setLanguage` and `i18n.changeLanguage` wait for it, and `ready`
// resolves once the starting language is in). The other groups come with the first screen, dialog
// or form that needs them (`loadAllMessages()`), and from then on with every language switched to.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import zhFirst from '../../schemas/messages/zh.json?first';
import type { Lang, Messages } from '../shared/messages';
import type { MessagePart } from '../shared/messageGroups';
import { hasDom, readItem, writeItem } from './storage';

export type { Lang };
export const LANGS: Lang[] = ['zh', 'en'];
export const LANG_KEY = 'conflow.lang';

const isLang = (v: unknown): v is Lang => v === 'zh' || v === 'en';

type Load = () => Promise<{ default: Messages }>;
/** The message parts not bundled, each a chunk of its own. */
const PARTS: Record<Lang, Partial<Record<MessagePart, Load>>> = {
  zh: { rest: () => import('../../schemas/messages/zh.json?rest') },
  en: { first: () => import('../../schemas/messages/en.json?first'), rest: () => import('../../schemas/messages/en.json?rest') },
};

/** Parts in the store (or on their way): `zh:first` is bundled. */
const parts = new Map<string, Promise<void>>([['zh:first', Promise.resolve()]]);
const done = new Set<string>(['zh:first']);
/** Set once something needs more than the first-load groups: every language loaded after gets all. */
let allWanted = false;

function loadPart(lang: Lang, part: MessagePart): Promise<void> {
  const id = `${lang}:${part}`;
  let p = parts.get(id);
  if (!p) {
    const load = PARTS[lang][part];
    p = (load ? load() : Promise.reject(new Error(`no messages for ${id}`))).then((m) => {
      i18n.addResourceBundle(lang, 'translation', m.default, true, false);
      done.add(id);
    });
    p.catch(() => parts.delete(id)); // a failed fetch may be tried again
    parts.set(id, p);
  }
  return p;
}

/** Make sure a language's messages are loaded (the first-load groups, or all once any screen wanted all). */
export async function loadLanguage(lang: Lang, all = allWanted): Promise<void> {
  await loadPart(lang, 'first');
  if (all) await loadPart(lang, 'rest');
}

/** Every message group of the current language, not just the first-load ones. Screens, dialogs and
 * forms beyond the public pages await this before they draw (the router and the dialog mount do). */
export function loadAllMessages(): Promise<void> {
  allWanted = true;
  // the language asked for, not the one resolved so far: at a start in English, i18next still
  // resolves to the bundled zh until en's first part has arrived
  return loadLanguage(requestedLang(), true);
}

function requestedLang(): Lang {
  return isLang(i18n.language) ? i18n.language : currentLang();
}

/** True when the current language's messages are all in (no need to wait for loadAllMessages). */
export const allMessagesLoaded = () => done.has(`${requestedLang()}:rest`);

/** What i18next calls for a language it does not hold (the start in English, a direct changeLanguage). */
const lazyMessages = {
  type: 'backend',
  callbackApi: false,
  init() {},
  async read(lng: string) {
    if (!isLang(lng)) throw new Error(`no messages for ${lng}`);
    await loadLanguage(lng);
    return i18n.getResourceBundle(lng, 'translation') as Messages;
  },
} as unknown as BackendModule;

function initialLang(): Lang {
  const stored = readItem('local', LANG_KEY);
  return isLang(stored) ? stored : 'zh';
}

function applyHtmlLang(lang: Lang) {
  if (hasDom()) document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

export const i18n = i18next.createInstance();
i18n.on('languageChanged', (l) => isLang(l) && applyHtmlLang(l));
/** Resolves when the starting language's messages are in (at once for zh, the bundled one). */
export const ready: Promise<unknown> = i18n
  .use(lazyMessages)
  .use(initReactI18next)
  .init({
    resources: { zh: { translation: zhFirst as Messages } },
    partialBundledLanguages: true, // zh's first-load groups are bundled, the rest comes from loadPart
    lng: initialLang(),
    fallbackLng: 'zh',
    supportedLngs: LANGS,
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false, // zh is bundled: ready synchronously, no flash of keys
  });
applyHtmlLang(currentLang());

export function currentLang(): Lang {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLang(l) ? l : 'zh';
}

/**
 * Switch language (persisted). Resolves once its messages are loaded and applied; when they cannot
 * be fetched it rejects and nothing changes. A language already loaded switches at once.
 */
export function setLanguage(lang: Lang): Promise<unknown> {
  const ready = done.has(`${lang}:first`) && (!allWanted || done.has(`${lang}:rest`));
  if (!ready) return loadLanguage(lang).then(() => setLanguage(lang));
  writeItem('local', LANG_KEY, lang);
  return i18n.changeLanguage(lang);
}

/** Add a language's messages from elsewhere (Storybook bundles them all), counted as complete. */
export function provideMessages(lang: Lang, messages: Messages): void {
  i18n.addResourceBundle(lang, 'translation', messages, true, true);
  for (const part of ['first', 'rest'] as const) {
    parts.set(`${lang}:${part}`, Promise.resolve());
    done.add(`${lang}:${part}`);
  }
}

/** The whole message tree of a language (what the shared `translate` helper reads): what is loaded of it. */
export function messagesOf(lang: Lang = currentLang()): Messages {
  return (i18n.getResourceBundle(lang, 'translation') as Messages) ?? {};
}

/** Translate outside React (HTTP errors, toasts) in the current or a given (loaded) language. */
export function t(key: string, params?: Record<string, unknown>, lang?: Lang): string {
  return i18n.t(key, { ...params, lng: lang ?? currentLang() }) as string;
}

/** Re-renders on language change. `{ lang, setLanguage, toggle, preload }`. */
export function useLang() {
  const { i18n: inst } = useTranslation();
  const lang: Lang = isLang(inst.resolvedLanguage) ? inst.resolvedLanguage : currentLang();
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  return {
    lang,
    setLanguage,
    toggle: () => setLanguage(other),
    /** fetch the other language ahead of a likely toggle (hover, focus) */
    preload: () => void loadLanguage(other).catch(() => {}),
  };
}

/** useTranslation bound to this instance (safe even if another i18next instance is registered). */
export function useT() {
  return useTranslation('translation', { i18n });
}
