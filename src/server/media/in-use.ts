// Whether a meeting still shows one of its media files, decided from the references its stored records
// actually hold: every value of the meeting's rows below is read as what it is — a site page or setting
// as JSON, rich text as HTML (its src, srcset, href and poster attributes, through sanitize-html's
// parser), an address as an address — and each media address found names one stored file (an image by
// the family of its variants). A file is in use only when one of those addresses is its own: a text
// that merely contains its name (a longer name, a title) is no use. Each use says where, in both
// languages, for the refusal's message.
import sanitizeHtml from 'sanitize-html';
import type { Ctx } from '../http/context';
import type { Row } from '../db/repo';
import { translate, type Lang } from '../../shared/messages';
import { propsIn } from '../../shared/bilingual';

/** Where a use is, as the message names it: a kind (`media.usedIn.<kind>`) and the record's name. */
export interface Place { kind: string; name?: string | { zh: string; en: string } }

/**
 * The meeting's rows that may show a file (trusted names, never input): where each is named from,
 * and its kind. A page of the site is named by its own page name (read from the page).
 */
const SOURCES: { table: string; kind: string; name?: string }[] = [
  { table: 'website_data', kind: 'page' },
  { table: 'news', kind: 'news', name: 'title' },
  { table: 'speakers', kind: 'speaker', name: 'name' },
  { table: 'partners', kind: 'partner', name: 'name' },
  { table: 'document_collections', kind: 'collection', name: 'name' },
  { table: 'documents', kind: 'document', name: 'name' },
  { table: 'contact_us_configs', kind: 'contact' },
  { table: 'hotels', kind: 'hotel', name: 'name' },
  { table: 'room_types', kind: 'roomType', name: 'name' },
  { table: 'agenda_sessions', kind: 'agenda', name: 'name' },
  { table: 'registration_flows', kind: 'flow', name: 'name' },
  { table: 'badge_designs', kind: 'badge' },
];

/** A media address this server gave out (media/routes.ts, website/upload-routes.ts), with or without its origin. */
const ADDRESS = /^(?:https?:\/\/[^/]+)?\/api\/media\/(website\/)?files\/(\d{1,9})\/([a-f0-9]{32}(?:-w\d{1,4})?\.[a-z0-9]{2,4})(?:[?#].*)?$/;
const VARIANT = /^([a-f0-9]{32})-w\d{1,4}\.(?:jpg|png|webp)$/;
const CSS_URL = /^url\((['"]?)(.+)\1\)$/;

/** The stored file a name belongs to: an image's variants are one file (their 32-hex base), any other name itself. */
const familyOf = (name: string) => VARIANT.exec(name)?.[1].concat('-w') ?? name;

/** The key of a stored upload path (`media/<meeting>/<name>`, `website/…`), as references are keyed. */
export const fileKey = (path: string) => {
  const [area, meetingId, name] = path.split('/');
  return `${area}/${meetingId}/${familyOf(name)}`;
};

/** The key of an address, or undefined for anything that is not one of our media addresses. */
function addressKey(v: string): string | undefined {
  const s = v.trim();
  const m = ADDRESS.exec(CSS_URL.exec(s)?.[2] ?? s);
  return m ? `${m[1] ? 'website' : 'media'}/${m[2]}/${familyOf(m[3])}` : undefined;
}

/** The addresses an HTML text's elements name (src, srcset candidates, href, poster). */
function htmlAddresses(html: string): string[] {
  const out: string[] = [];
  sanitizeHtml(html, {
    allowedTags: false, allowedAttributes: false,
    exclusiveFilter: (frame) => {
      const a = frame.attribs ?? {};
      for (const k of ['src', 'href', 'poster']) if (a[k]) out.push(a[k]);
      if (a.srcset) out.push(...a.srcset.split(',').map((c) => c.trim().split(/\s+/)[0]));
      return false;
    },
  });
  return out;
}

/** Every media key a stored value holds: JSON walked, HTML parsed, an address read as one. */
export function referencesIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => referencesIn(v, into));
  else if (value && typeof value === 'object' && !(value instanceof Date)) Object.values(value).forEach((v) => referencesIn(v, into));
  else if (typeof value === 'string') {
    const key = addressKey(value);
    if (key) into.add(key);
    else if (/^\s*[[{]/.test(value)) {
      try {
        referencesIn(JSON.parse(value), into);
      } catch {
        // a text that only looks like JSON holds no address of its own
      }
    } else if (value.includes('<')) {
      for (const a of htmlAddresses(value)) {
        const k = addressKey(a);
        if (k) into.add(k);
      }
    }
  }
  return into;
}

/** Where the meeting shows the stored file at `path` (empty: nowhere, it may go). */
export async function usesOf(ctx: Ctx, meetingId: number, path: string): Promise<Place[]> {
  const key = fileKey(path);
  const places: Place[] = [];
  const [meeting] = await ctx.db.query('SELECT * FROM meetings WHERE id = $1', [meetingId]);
  if (meeting) {
    if (referencesIn(meeting.logo).has(key)) places.push({ kind: 'logo' });
    if (referencesIn({ ...meeting, logo: null }).has(key)) places.push({ kind: 'meeting' });
  }
  for (const s of SOURCES) {
    const rows: Row[] = await ctx.db.query(`SELECT * FROM ${s.table} WHERE meeting_id = $1 ORDER BY id`, [meetingId]);
    for (const r of rows) {
      if (!referencesIn(r).has(key)) continue;
      if (s.table === 'website_data') places.push(...(r.data_type === 'pages' ? [{ kind: 'page', name: pageName(r.data_value) }] : settingsPlaces(r.data_value, key)));
      else places.push({ kind: s.kind, name: s.name ? String(r[s.name] ?? '') : undefined });
    }
  }
  return places;
}

/** Where in a stored site setting: its favicon, its logo (the site's or the navbar's), else the settings. */
function settingsPlaces(json: string, key: string): Place[] {
  let v: Row = {};
  try {
    v = JSON.parse(json) ?? {};
  } catch {
    // not JSON: only the settings as a whole can be named
  }
  const out: Place[] = [];
  if (referencesIn(v.favicon).has(key)) out.push({ kind: 'favicon' });
  if (referencesIn([v.logo, v.logoImage]).has(key)) out.push({ kind: 'siteLogo' });
  return out.length ? out : [{ kind: 'settings' }];
}

/** A stored page's name in both languages: one text, or `{ zh, en? }` (x-bilingual, shared/bilingual.ts). */
function pageName(json: string): { zh: string; en: string } {
  try {
    const { name } = JSON.parse(json) as { name?: unknown };
    const text = (lang: 'zh' | 'en') => { const t = propsIn(name, lang); return typeof t === 'string' ? t : ''; };
    return { zh: text('zh'), en: text('en') };
  } catch {
    return { zh: '', en: '' };
  }
}

const SHOWN = 3;

/** The places as the refusal names them, in each language: the first few, and how many more. */
export function placesIn(ctx: Ctx, places: Place[]): { zh: string; en: string } {
  const say = (lang: Lang) => {
    const m = ctx.schemas.messages[lang];
    const named = places.slice(0, SHOWN).map((p) => {
      const name = typeof p.name === 'object' ? p.name[lang] : p.name;
      return translate(m, `media.usedIn.${p.kind}`, { name: name ?? '' });
    });
    const more = places.length > SHOWN ? translate(m, 'media.usedIn.more', { count: places.length - SHOWN }) : '';
    return named.join(lang === 'zh' ? '、' : ', ') + more;
  };
  return { zh: say('zh'), en: say('en') };
}
