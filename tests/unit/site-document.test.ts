// The saved website's document: records ↔ document (defaults when parts are missing or broken), and the
// editor's page ↔ craft node map round trip, order kept.
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAVBAR, defaultDocument, fromRecords, toRecords } from '../../renderers/meeting-site/document';
import { fromCraft, toCraft } from '../../renderers/site-editor/craft/serialize';

const page = (id: string, types: string[]) => ({ id, name: id, showInNav: true, appearance: 'light' as const, components: types.map((type, i) => ({ id: `${id}${i}`, type, props: { n: i }, style: {} })) });

describe('site document', () => {
  it('no records: one home page and the default settings, titled after the meeting', () => {
    const d = fromRecords([], '大会');
    expect(d).toEqual(defaultDocument('大会'));
    expect(d.navbarSettings).toMatchObject({ ...DEFAULT_NAVBAR, logoText: '大会' });
    expect(d.pageStyle).toEqual({ backgroundColor: '#f8f9fa', fontSize: 14, isFullPageScroll: false });
  });

  it('round-trips through the batch records, pages in order, settings merged over defaults', () => {
    const d = { ...defaultDocument('x'), pages: [page('a', ['carousel', 'speakers']), page('b', ['contact-us'])], currentPageId: 'b' };
    d.navbarSettings = { ...d.navbarSettings, height: 80 };
    const records = toRecords(d);
    expect(records.filter((r) => r.dataType === 'pages').map((r) => r.dataKey)).toEqual(['a', 'b']);
    expect(fromRecords(records, 'x')).toEqual(d);
    // a partial navbar record keeps the other defaults; broken JSON is skipped; an unknown current page falls back
    const partial = fromRecords([{ dataType: 'settings', dataKey: 'navbarSettings', dataValue: '{"height":70}' }, { dataType: 'pages', dataKey: 'z', dataValue: '{oops' }, { dataType: 'settings', dataKey: 'currentPageId', dataValue: '"gone"' }]);
    expect(partial.navbarSettings.height).toBe(70);
    expect(partial.navbarSettings.backgroundColor).toBe('#ffffff');
    expect(partial.pages.map((p) => p.id)).toEqual(['home']);
    expect(partial.currentPageId).toBe('home');
  });

  it('a page goes to craft and back unchanged, in canvas order', () => {
    const p = page('home', ['text', 'carousel', 'speakers']);
    const nodes = JSON.parse(toCraft(p));
    expect(nodes.ROOT.nodes).toEqual(['home0', 'home1', 'home2']);
    expect(nodes.home1.type.resolvedName).toBe('Block_carousel');
    expect(fromCraft(nodes)).toEqual(p.components);
    nodes.ROOT.nodes.reverse();
    expect(fromCraft(nodes).map((c) => c.type)).toEqual(['speakers', 'carousel', 'text']);
  });
});
