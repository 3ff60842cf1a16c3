// Which message groups the first page load needs (the shell, the public home page, HTTP errors,
// toasts). The client bundles only these for zh; every other group (legal texts, dialogs, forms,
// consoles, ...) arrives with the first screen or dialog that needs it. The build splits the message
// files by this list (scripts/vite-message-parts.ts: `messages/<lang>.json?first` and `?rest`).
import type { Messages } from './messages';

/** Top-level groups, or dotted subgroups (`legal.nav`: the footer's links, not the legal texts). */
export const FIRST_LOAD_GROUPS: readonly string[] = ['common', 'http', 'errors', 'auth', 'nav', 'home', 'contact', 'footer', 'guards', 'theme', 'lang', 'legal.nav'];

export type MessagePart = 'first' | 'rest';

/** Is this message key (or key prefix) in the first-load part? */
export const isFirstLoadKey = (key: string) => FIRST_LOAD_GROUPS.some((g) => key === g || key.startsWith(`${g}.`));
const holdsFirstLoadKeys = (path: string) => FIRST_LOAD_GROUPS.some((g) => g.startsWith(`${path}.`));

/** One part of a message tree: `first` the FIRST_LOAD_GROUPS, `rest` everything else. */
export function messagePart(messages: Messages, part: MessagePart, prefix = ''): Messages {
  const out: Messages = {};
  for (const [k, v] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && holdsFirstLoadKeys(path)) {
      const sub = messagePart(v, part, path);
      if (Object.keys(sub).length) out[k] = sub;
    } else if (isFirstLoadKey(path) === (part === 'first')) out[k] = v;
  }
  return out;
}

/** True when every `{ "t": key }` in a (screen) config is in the first-load part. */
export function onlyFirstLoadTexts(config: unknown): boolean {
  if (Array.isArray(config)) return config.every(onlyFirstLoadTexts);
  if (!config || typeof config !== 'object') return true;
  const t = (config as { t?: unknown }).t;
  if (typeof t === 'string' && !isFirstLoadKey(t)) return false;
  return Object.values(config).every(onlyFirstLoadTexts);
}

/**
 * The groups the form builder's field library reads in both languages (src/shared/designer/library.ts):
 * the designer bundles just these of each language (`messages/<lang>.json?library`), so a field added in
 * either language gets its texts in both without loading the other language's whole file.
 */
export const LIBRARY_MESSAGES: readonly string[] = ['designer.library', 'fields.participant', 'form.enum.participant'];

/**
 * The groups the public meeting site loads besides the first-load ones (src/site/messages.ts,
 * `messages/<lang>.json?site`): its chrome, its blocks and the entity enum labels its blocks show
 * (one source with the admin's forms and tables).
 */
export const SITE_MESSAGES: readonly string[] = ['publicSite', 'siteBlocks', 'form.enum.agendaSession.kind'];

/** The subtrees at these dotted paths of a message tree (missing ones left out). */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const out: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    const value = keys.reduce<any>((o, k) => (o && typeof o === 'object' ? o[k] : undefined), messages);
    if (value === undefined) continue;
    let at = out;
    keys.slice(0, -1).forEach((k) => (at = at[k] ??= {}));
    at[keys[keys.length - 1]] = value;
  }
  return out;
}
