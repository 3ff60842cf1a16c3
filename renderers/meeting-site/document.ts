// The saved website as the editor and the public site hold it (spec 3 §3): pages in order, the
// current page, navbar settings, page style and website settings, read from and written to the
// website-data records ({ dataType: pages|settings, dataKey, dataValue JSON text }).
import type { SiteComponentNode } from './SiteComponent';

/** A page's name (or a menu item's title): one text, or Chinese and English (the English site shows `en`, else `zh`). */
export type PageName = string | { zh: string; en?: string };

export interface SitePage {
  id: string;
  name: PageName;
  components: SiteComponentNode[];
  showInNav: boolean;
  appearance: 'light' | 'dark';
}

export interface NavbarSettings {
  height: number;
  backgroundColor: string;
  textColor: string;
  hoverColor: string;
  showTextLogo: boolean;
  logoText: string;
  showImageLogo: boolean;
  logoImage: string;
  fontSize: number;
  fontWeight: 'normal' | 'bold' | '600';
  alignment: 'space-between' | 'center' | 'flex-start' | 'flex-end';
  isFixed: boolean;
  showUserActions: boolean;
  userRegisterPage: string;
  menuItems: Array<{ id?: string; title?: PageName; url?: string; type?: 'internal' | 'external' }>;
  showLogo: boolean;
  logoType: 'text' | 'image' | 'both';
}

export interface PageStyle {
  backgroundColor: string;
  fontSize: number;
  isFullPageScroll: boolean;
}

export interface WebsiteSettings {
  title: string;
  description: string;
  logo: string;
  favicon: string;
}

export interface SiteDocument {
  pages: SitePage[];
  currentPageId: string;
  navbarSettings: NavbarSettings;
  pageStyle: PageStyle;
  websiteSettings: WebsiteSettings;
}

export interface WebsiteRecord {
  dataType: 'pages' | 'settings';
  dataKey: string;
  dataValue: string;
}

export const DEFAULT_NAVBAR: NavbarSettings = {
  height: 60, backgroundColor: '#ffffff', textColor: '#1f2937', hoverColor: '#2563eb', showTextLogo: true, logoText: '',
  showImageLogo: false, logoImage: '', fontSize: 15, fontWeight: 'normal', alignment: 'space-between', isFixed: true,
  showUserActions: true, userRegisterPage: '', menuItems: [], showLogo: true, logoType: 'text',
};
export const DEFAULT_PAGE_STYLE: PageStyle = { backgroundColor: '#f8f9fa', fontSize: 14, isFullPageScroll: false };

/** A name in `lang` (one stored as one text, as before bilingual names, is the same in both). */
export function nameIn(n: PageName | undefined, lang: string): string {
  if (n === undefined) return '';
  if (typeof n === 'string') return n;
  return (lang === 'en' && n.en?.trim() ? n.en : n.zh) ?? '';
}
export const pageName = (p: { name: PageName }, lang: string): string => nameIn(p.name, lang);

/** A short random id for pages and components (letters and digits: the server's id pattern). */
export const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function defaultDocument(title = ''): SiteDocument {
  const home: SitePage = { id: 'home', name: { zh: '首页', en: 'Home' }, components: [], showInNav: true, appearance: 'light' };
  return { pages: [home], currentPageId: home.id, navbarSettings: { ...DEFAULT_NAVBAR, logoText: title }, pageStyle: { ...DEFAULT_PAGE_STYLE }, websiteSettings: { title, description: '', logo: '', favicon: '' } };
}

function parse<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The document from the saved records; missing parts take their defaults (spec 3 §4: no data → defaults). */
export function fromRecords(records: WebsiteRecord[], title = ''): SiteDocument {
  const doc = defaultDocument(title);
  const pages: SitePage[] = [];
  for (const r of records) {
    const v = parse<any>(r.dataValue);
    if (v === undefined) continue;
    if (r.dataType === 'pages' && v && Array.isArray(v.components)) pages.push({ showInNav: true, appearance: 'light', ...v });
    else if (r.dataKey === 'navbarSettings') doc.navbarSettings = { ...doc.navbarSettings, ...v };
    else if (r.dataKey === 'pageStyle') doc.pageStyle = { ...doc.pageStyle, ...v };
    else if (r.dataKey === 'websiteSettings') doc.websiteSettings = { ...doc.websiteSettings, ...v };
    else if (r.dataKey === 'currentPageId' && typeof v === 'string') doc.currentPageId = v;
  }
  if (pages.length) doc.pages = pages;
  if (!doc.pages.some((p) => p.id === doc.currentPageId)) doc.currentPageId = doc.pages[0].id;
  return doc;
}

/** The records the batch save takes: every page (in order) and every setting. */
export function toRecords(doc: SiteDocument): WebsiteRecord[] {
  return [
    ...doc.pages.map((p) => ({ dataType: 'pages' as const, dataKey: p.id, dataValue: JSON.stringify(p) })),
    { dataType: 'settings', dataKey: 'currentPageId', dataValue: JSON.stringify(doc.currentPageId) },
    { dataType: 'settings', dataKey: 'navbarSettings', dataValue: JSON.stringify(doc.navbarSettings) },
    { dataType: 'settings', dataKey: 'pageStyle', dataValue: JSON.stringify(doc.pageStyle) },
    { dataType: 'settings', dataKey: 'websiteSettings', dataValue: JSON.stringify(doc.websiteSettings) },
  ];
}
