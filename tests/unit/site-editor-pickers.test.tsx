// @vitest-environment jsdom
// The website editor's pickers (renderers/site-editor/fields): where a link points read from and written
// to its stored shape (a button's `#page=` hash, a navbar item's bare page id with internal/external, a
// flow's registration address); the tickets block's flow chosen by name and stored as a number; a page
// name in the editor's language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '../../src/runtime/i18n';
import { Field } from '../../renderers/site-editor/fields/Field';
import { EditorPagesProvider } from '../../renderers/site-editor/fields/EditorPages';
import { readLink, writeLink, validExternalUrl, flowPath } from '../../renderers/site-editor/fields/linkTarget';
import { pickedValue } from '../../renderers/site-editor/fields/RecordPicker';
import { siteSchema } from '../../renderers/site-editor/schemas';
import { siteDataFor, pageName, SiteNavbar, DEFAULT_NAVBAR } from '../../renderers/meeting-site';
import { CallsProvider } from '../../renderers/calls';
import editorScreen from '../../schemas/screens/website-editor.json';
import { jsonResponse, stubFetch } from './runtime-helpers';
import { siteValidator } from '../../src/server/website/site-schemas';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('link targets', () => {
  const pages = ['home', 'agenda'];
  it('a button link: page hash, flow address, external address — each read back as written', () => {
    for (const target of [{ kind: 'page', page: 'agenda' }, { kind: 'flow', flow: '7' }, { kind: 'url', url: 'https://example.com/x' }] as const) {
      const { to } = writeLink(target, 'hash', '12');
      expect(readLink(to, 'hash', pages)).toEqual(target);
    }
    expect(writeLink({ kind: 'page', page: 'agenda' }, 'hash', '12')).toEqual({ to: '#page=agenda', external: false });
    expect(writeLink({ kind: 'url', url: ' https://example.com ' }, 'hash', '12')).toEqual({ to: 'https://example.com', external: true });
  });
  it('a navbar item keeps the shape the public navbar reads: a bare page id (internal), the flow address (internal), external', () => {
    expect(writeLink({ kind: 'page', page: 'agenda' }, 'menu', '12')).toEqual({ to: 'agenda', external: false });
    expect(writeLink({ kind: 'flow', flow: '7' }, 'menu', '12')).toEqual({ to: '/meeting/12/register/7', external: false });
    expect(readLink('agenda', 'menu', pages)).toEqual({ kind: 'page', page: 'agenda' });
    expect(readLink('/meeting/12/register/7', 'menu', pages)).toEqual({ kind: 'flow', flow: '7' });
    // an item stored before the picker (a site path) is shown as typed, not lost
    expect(readLink('/about', 'menu', pages)).toEqual({ kind: 'url', url: '/about' });
    expect(readLink('', 'menu', pages)).toBeNull();
  });
  it('a flow link is the address the tickets block opens', () => {
    expect(flowPath('12', '7')).toBe(siteDataFor('12').flowLink!(7));
  });
  it('external addresses: http(s) with a host only', () => {
    expect(validExternalUrl('https://example.com/a?b')).toBe(true);
    for (const bad of ['example.com', 'javascript:alert(1)', 'https://localhost', 'ftp://x.org', 'https://exa mple.com']) expect(validExternalUrl(bad)).toBe(false);
  });
});

describe('what the pickers store passes the save check', () => {
  it('navbar menu items (bilingual or one-text titles, page / flow / external links) and a tickets flow id', () => {
    const nav = siteValidator('site.navbar-settings');
    expect(nav({ menuItems: [{ title: { zh: '议程', en: 'Agenda' }, url: 'agenda', type: 'internal' }, { title: '报名', url: '/meeting/12/register/7', type: 'internal' }, { title: '酒店', url: 'https://example.com', type: 'external' }] })).toBe(true);
    expect(nav({ menuItems: [{ title: { en: 'Agenda' }, url: 'agenda', type: 'internal' }] })).toBe(false);
    expect(siteValidator('site.tickets')({ flowId: 7 })).toBe(true);
    expect(siteValidator('site.tickets')({ flowId: '7' })).toBe(false);
  });
});

describe('record picker values', () => {
  it('an integer prop stores a number; blank stores the prop default', () => {
    expect(pickedValue('7', true, 0)).toBe(7);
    expect(pickedValue('', true, 0)).toBe(0);
    expect(pickedValue('7', false, '')).toBe('7');
  });
});

describe('the public navbar in English', () => {
  it('shows the pages and menu items by their English names (a one-text name as it is)', async () => {
    await i18n.changeLanguage('en');
    const pages = [{ id: 'home', name: { zh: '首页', en: 'Home' }, showInNav: true, appearance: 'light' as const, components: [] }, { id: 'agenda', name: '议程', showInNav: true, appearance: 'light' as const, components: [] }];
    const menuItems = [{ title: { zh: '酒店', en: 'Hotels' }, url: 'https://example.com/hotel', type: 'external' as const }, { title: '报名', url: '/meeting/12/register/7', type: 'internal' as const }];
    render(<SiteNavbar settings={{ ...DEFAULT_NAVBAR, menuItems }} title="大会" pages={pages} currentId="home" onPage={() => {}} onLogin={() => {}} onRegister={() => {}} />);
    const nav = screen.getAllByRole('navigation')[0];
    expect([...nav.querySelectorAll('a, button')].map((e) => e.textContent)).toEqual(['Home', '议程', 'Hotels', '报名']);
    await i18n.changeLanguage('zh');
  });
});

describe('page names', () => {
  it('follow the language; a name stored as one text is both', () => {
    expect(pageName({ name: { zh: '首页', en: 'Home' } }, 'en')).toBe('Home');
    expect(pageName({ name: { zh: '首页', en: 'Home' } }, 'zh')).toBe('首页');
    expect(pageName({ name: { zh: '首页', en: ' ' } }, 'en')).toBe('首页');
    expect(pageName({ name: '议程' }, 'en')).toBe('议程');
  });
});

const FLOWS = [{ id: 3, name: '普通报名', isDefault: true }, { id: 7, name: '学生报名' }];
function Panel({ schemaId, prop, initial }: { schemaId: string; prop: string; initial?: unknown }) {
  const schema = siteSchema(schemaId)!;
  const [value, setValue] = useState<unknown>(initial ?? schema.properties[prop].default);
  return (
    <CallsProvider calls={editorScreen.calls as never}>
      <EditorPagesProvider value={[{ id: 'home', name: '首页' }, { id: 'agenda', name: '大会议程' }]}>
        <Field name={prop} schema={schema.properties[prop]} value={value} onChange={setValue} meetingId="12" />
        <pre data-testid="value">{JSON.stringify(value)}</pre>
      </EditorPagesProvider>
    </CallsProvider>
  );
}
const flowsServer = () => stubFetch(() => jsonResponse({ code: 200, message: 'ok', data: FLOWS }));

describe('pickers in the property panel', () => {
  it('the tickets block picks its flow by name and stores its id as a number (blank: 0, the default flow)', async () => {
    await i18n.changeLanguage('zh');
    flowsServer();
    render(<Panel schemaId="site.tickets" prop="flowId" />);
    const select = screen.getByTestId('flow-picker') as HTMLSelectElement;
    await screen.findByRole('option', { name: '学生报名' });
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: '7' } });
    expect(screen.getByTestId('value').textContent).toBe('7');
    fireEvent.change(select, { target: { value: '' } });
    expect(screen.getByTestId('value').textContent).toBe('0');
  });

  it('a navbar menu item links to a page (internal), a flow (internal) or an external address (checked)', async () => {
    await i18n.changeLanguage('zh');
    flowsServer();
    render(<Panel schemaId="site.navbar-settings" prop="menuItems" initial={[{ title: '议程', url: '', type: 'internal' }]} />);
    const value = () => JSON.parse(screen.getByTestId('value').textContent!)[0];
    expect(screen.queryByRole('combobox', { name: 'type' })).toBeNull();
    // its title in both languages
    fireEvent.change(screen.getByTestId('title-0-en'), { target: { value: 'Agenda' } });
    expect(value()).toMatchObject({ title: { zh: '议程', en: 'Agenda' } });
    fireEvent.change(screen.getByTestId('page-picker'), { target: { value: 'agenda' } });
    expect(value()).toMatchObject({ url: 'agenda', type: 'internal' });

    fireEvent.click(screen.getByLabelText('报名流程'));
    await screen.findByRole('option', { name: '学生报名' });
    fireEvent.change(screen.getByTestId('flow-link-picker'), { target: { value: '7' } });
    expect(value()).toMatchObject({ url: '/meeting/12/register/7', type: 'internal' });

    fireEvent.click(screen.getByLabelText('外部链接'));
    const url = screen.getByTestId('url-input');
    fireEvent.change(url, { target: { value: 'example' } });
    fireEvent.blur(url);
    expect(screen.getByRole('alert').textContent).toBe('请输入以 http:// 或 https:// 开头的有效网址');
    expect(value()).toMatchObject({ url: '/meeting/12/register/7' });
    fireEvent.change(url, { target: { value: 'https://example.com/hotel' } });
    fireEvent.blur(url);
    await waitFor(() => expect(value()).toMatchObject({ url: 'https://example.com/hotel', type: 'external' }));
  });

  it('a stored page link shows its page chosen; in English the page names are the English ones the editor passes', async () => {
    await i18n.changeLanguage('en');
    flowsServer();
    render(<Panel schemaId="site.button" prop="action" initial={{ kind: 'link', to: '#page=agenda' }} />);
    expect((screen.getByTestId('page-picker') as HTMLSelectElement).value).toBe('agenda');
    expect(screen.getByLabelText('A registration flow')).toBeTruthy();
    await i18n.changeLanguage('zh');
  });
});
