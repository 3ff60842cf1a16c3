// The editor's layout inside craft's context: toolbar, the left rail with its drawers (pages,
// components, styles, settings), the canvas (navbar + page), the navbar and property drawers.
import { Frame, useEditor } from '@craftjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { useTheme } from '@runtime/theme';
import { SiteDataProvider, SiteNavbar, pageName, siteDataFor, type SiteDocument } from '@renderers/meeting-site';
import { Toolbar } from './Toolbar';
import { confirm } from '../console/confirmStore';
import { PC_WIDTH, useFitZoom } from './useFitZoom';
import { serverMessage, useEditorApi, type EditorMeeting } from './api';
import { useText } from '../site/lib/text';
import { EditorPagesProvider } from './fields/EditorPages';
import type { DrawerName, EditorConfig } from './config';
import { ComponentsDrawer } from './ComponentsDrawer';
import { CraftSync } from './CraftSync';
import { toCraft } from './craft/serialize';
import { Drawer } from './Drawer';
import { PagesDrawer } from './PagesDrawer';
import { PropertyPanel } from './PropertyPanel';
import { RichTextDialog } from './RichTextDialog';
import { SchemaFields } from './SchemaFields';
import { siteSchema } from './schemas';
import type { useSiteDocument } from './useSiteDocument';

type Left = DrawerName | null;

/** A section of the meeting's settings console (schemas/screens/meeting-settings.json's nav keys). */
export const settingsHref = (meetingId: string, tab: string) => `/meeting/${encodeURIComponent(meetingId)}/settings?tab=${encodeURIComponent(tab)}`;

export function EditorBody({ config, meeting, meetingId, site, doc }: { config: EditorConfig; meeting: EditorMeeting; meetingId: string; site: ReturnType<typeof useSiteDocument>; doc: SiteDocument; onError(m: string): void }) {
  const { t, i18n } = useTranslation();
  const text = useText();
  const api = useEditorApi();
  const { actions, selected, selectedType, selectedContent } = useEditor((state) => {
    const id = [...state.events.selected][0];
    const props = id ? (state.nodes[id]?.data.props as any) : undefined;
    return { selected: id && id !== 'ROOT' ? id : undefined, selectedType: props?.type as string | undefined, selectedContent: props?.props?.content as string | undefined };
  });
  const [left, setLeft] = useState<Left>(config.open);
  // the editor's own panels follow the app's theme; the canvas shows the page as visitors see it
  // (its own light or dark appearance), so the page's <html> carries no dark class here (useStageTheme)
  const chrome = useTheme().theme === 'dark' ? 'dark' : '';
  const [navbarOpen, setNavbarOpen] = useState(false);
  const [device, setDevice] = useState<'pc' | 'mobile'>('pc');
  const [richText, setRichText] = useState<string | null>(null);
  const page = doc.pages.find((p) => p.id === doc.currentPageId) ?? doc.pages[0];
  const fit = useFitZoom(device === 'pc');
  const update = site.update;
  // the canvas shows the meeting's real speakers, news, ... (the owner may read them before publishing)
  // an empty speakers, partners, news or documents block links to the meeting settings' section that makes them
  const data = useMemo(() => ({ ...siteDataFor(meetingId, meeting.previewToken ?? undefined), editing: true, manageLink: (kind: string) => settingsHref(meetingId, kind) }), [meetingId, meeting.previewToken]);

  const preview = async () => {
    try {
      const token = meeting.previewToken || (await api.previewToken(meetingId));
      const win = window.open(`/${meeting.adminId}/p/${meetingId}/${token}`, '_blank');
      if (!win) toast.warning(t('siteEditor.allowPopups'));
    } catch (e) {
      toast.error(serverMessage(e) ?? t('siteEditor.previewFailed'));
    }
  };
  // 刷新 loads the saved site again: unsaved changes are asked about first
  const reload = async () => {
    if (site.dirty && !(await confirm({ title: { t: 'console.confirm.title' }, message: { t: 'siteEditor.reloadUnsaved' }, danger: true }))) return;
    void site.reload();
  };
  const toggleFullPage = () => {
    const on = !doc.pageStyle.isFullPageScroll;
    update((d) => ({ ...d, pageStyle: { ...d.pageStyle, isFullPageScroll: on } }));
    toast.info(t(on ? 'siteEditor.fullPageOn' : 'siteEditor.fullPageOff'));
  };
  const titleOf = (key: DrawerName) => text(config.drawers.find((d) => d.name === key)?.title ?? `siteEditor.drawers.${key}`);
  const rail = (key: DrawerName) => (
    <button key={key} type="button" onClick={() => setLeft(left === key ? null : key)} aria-pressed={left === key} data-testid={`rail-${key}`}
      className={`w-full rounded-lg px-1 py-2 text-xs leading-tight ${left === key ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}>
      {titleOf(key)}
    </button>
  );
  const pageChoices = useMemo(() => doc.pages.map((p) => ({ id: p.id, name: pageName(p, i18n.language) })), [doc.pages, i18n.language]);
  const setSettings = (key: 'navbarSettings' | 'pageStyle' | 'websiteSettings') => (name: string, v: unknown) => update((d) => ({ ...d, [key]: { ...d[key], [name]: v } }));

  return (
    <EditorPagesProvider value={pageChoices}>
    <div className={`flex h-screen flex-col ${chrome ? 'bg-slate-950 text-slate-100' : 'bg-slate-100 text-slate-900'}`} data-testid="website-editor">
      <div className={`contents ${chrome}`}>
      <Toolbar backTo={settingsHref(meetingId, 'website')} title={meeting.title ?? ''} device={device} onDevice={setDevice} fullPage={doc.pageStyle.isFullPageScroll} onFullPage={toggleFullPage}
        onPreview={preview} onReload={() => void reload()} onSave={() => site.save()} saving={site.saving} dirty={site.dirty} savedAt={site.savedAt} />
      </div>
      <div className="flex min-h-0 flex-1">
        <div className={`contents ${chrome}`}>
        <nav className="flex w-24 shrink-0 flex-col gap-1 border-r border-slate-200 bg-white p-1.5 dark:border-slate-800 dark:bg-slate-900" aria-label={t('siteEditor.drawers.label')}>
          {config.drawers.map((d) => rail(d.name))}
        </nav>
        {left && (
          <Drawer title={titleOf(left)} side="left" width={320} onClose={() => setLeft(null)} testId={`drawer-${left}`}>
            {left === 'pages' && <PagesDrawer doc={doc} update={update} />}
            {left === 'components' && <ComponentsDrawer blocks={config.blocks} onAdded={(type) => type === 'text' && setRichText('')} />}
            {left === 'styles' && <SchemaFields schema={siteSchema('site.page-style')} value={doc.pageStyle as never} onChange={setSettings('pageStyle')} meetingId={meetingId} />}
            {left === 'settings' && <SchemaFields schema={siteSchema('site.website-settings')} value={doc.websiteSettings as never} onChange={setSettings('websiteSettings')} meetingId={meetingId} />}
          </Drawer>
        )}
        </div>
        <section ref={fit.ref} className="min-w-0 flex-1 overflow-auto p-6" onClick={(e) => e.target === e.currentTarget && actions.clearEvents()}>
          <div className={`@container relative mx-auto overflow-hidden rounded-xl shadow-sm ring-1 ring-slate-200 transition-all dark:ring-slate-800 ${device === 'mobile' ? 'w-[390px]' : ''} ${page.appearance === 'dark' ? 'dark bg-slate-950 text-slate-100' : 'text-slate-900'}`}
            style={{ ...(page.appearance === 'dark' ? {} : { backgroundColor: doc.pageStyle.backgroundColor, fontSize: doc.pageStyle.fontSize }), ...(device === 'pc' ? { width: PC_WIDTH, zoom: fit.zoom } : {}) }}
            data-testid="editor-stage" data-zoom={fit.zoom}>
            {/* the navbar's drawer takes the left drawer's room: the canvas stays in view beside it */}
            <div onClickCapture={() => (actions.clearEvents(), setNavbarOpen(true), setLeft(null))} data-testid="editor-navbar" className="cursor-pointer">
              <SiteNavbar settings={{ ...doc.navbarSettings, isFixed: false }} title={meeting.title ?? ''} pages={doc.pages} currentId={page.id}
                onPage={(id) => update((d) => ({ ...d, currentPageId: id }))} onLogin={() => toast.info(t('siteEditor.loginDisabled'))} onRegister={() => toast.info(t('siteEditor.registerDisabled'))} />
            </div>
            <SiteDataProvider value={data}>
              <Frame data={toCraft(page)} />
              <CraftSync page={page} version={site.loads} />
            </SiteDataProvider>
            {!page.components.length && <p className="px-6 pb-16 text-center text-sm text-slate-500" data-testid="editor-empty">{t('siteEditor.emptyHint')}</p>}
            {doc.pageStyle.isFullPageScroll && page.components.length > 1 && (
              // full-page mode: one screen per component on the site; a dot selects its component here
              <nav className="absolute right-3 top-1/2 flex -translate-y-1/2 flex-col gap-3" data-testid="editor-dots" aria-label={t('publicSite.sections')}>
                {page.components.map((c, i) => (
                  <button key={c.id} type="button" onClick={() => actions.selectNode(c.id)} aria-label={t('publicSite.goToSection', { n: i + 1 })}
                    className={`h-3 w-3 rounded-full ring-2 ring-white/80 ${selected === c.id ? 'scale-125 bg-brand-600' : 'bg-slate-400/70 hover:bg-slate-500'}`} />
                ))}
              </nav>
            )}
          </div>
        </section>
        <div className={`contents ${chrome}`}>
        {navbarOpen && !selected && (
          <Drawer title={t('siteEditor.drawers.navbar')} side="right" width={350} onClose={() => setNavbarOpen(false)} testId="drawer-navbar">
            <SchemaFields schema={siteSchema('site.navbar-settings')} value={doc.navbarSettings as never} onChange={setSettings('navbarSettings')} meetingId={meetingId} />
          </Drawer>
        )}
        {selected && (
          <Drawer title={t(`siteEditor.types.${selectedType}`)} side="right" width={300} onClose={() => actions.clearEvents()} testId="drawer-properties">
            <PropertyPanel id={selected} meetingId={meetingId} onRichText={() => setRichText(selectedContent ?? '')} />
          </Drawer>
        )}
        </div>
      </div>
      {richText !== null && selected && (
        <div className={`contents ${chrome}`}>
        <RichTextDialog content={richText} meetingId={meetingId} onClose={() => setRichText(null)}
          onSave={(html) => {
            actions.setProp(selected, (p: any) => (p.props = { ...p.props, content: html }));
            setRichText(null);
            toast.success(t('siteEditor.richTextSaved'));
          }} />
        </div>
      )}
    </div>
    </EditorPagesProvider>
  );
}
