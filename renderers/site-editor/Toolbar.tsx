// The editor's toolbar (spec 3 §2.2): meeting title, PC or mobile canvas, undo and redo, full-page
// scroll, preview, reload from the server, save.
import { useEditor } from '@craftjs/core';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../console/BackLink';

export interface ToolbarProps {
  /** the meeting settings (the way back) */
  backTo?: string;
  title: string;
  device: 'pc' | 'mobile';
  onDevice(d: 'pc' | 'mobile'): void;
  fullPage: boolean;
  onFullPage(): void;
  onPreview(): void;
  onReload(): void;
  onSave(): void;
  saving: boolean;
  dirty: boolean;
  savedAt: Date | null;
}

const btn = 'rounded-lg px-3 py-1.5 text-sm hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800';

export function Toolbar(p: ToolbarProps) {
  const { t } = useTranslation();
  const { actions, canUndo, canRedo } = useEditor((_, query) => ({ canUndo: query.history.canUndo(), canRedo: query.history.canRedo() }));
  const status = p.saving ? t('siteEditor.saving') : p.dirty ? t('siteEditor.unsaved') : p.savedAt ? t('siteEditor.savedAt', { time: p.savedAt.toLocaleTimeString() }) : '';
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900" data-testid="editor-toolbar">
      {p.backTo && <BackLink to={p.backTo} />}
      <h1 className="mr-2 min-w-0 truncate font-semibold" data-testid="editor-title">{p.title}</h1>
      <div className="flex rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800" role="group" aria-label={t('siteEditor.device')}>
        {(['pc', 'mobile'] as const).map((d) => (
          <button key={d} type="button" aria-pressed={p.device === d} onClick={() => p.onDevice(d)} className={`rounded-md px-3 py-1 text-sm ${p.device === d ? 'bg-white shadow dark:bg-slate-700' : ''}`}>{t(`siteEditor.${d}`)}</button>
        ))}
      </div>
      <button type="button" className={btn} disabled={!canUndo} onClick={() => actions.history.undo()} title={t('siteEditor.undo')}>↶ {t('siteEditor.undo')}</button>
      <button type="button" className={btn} disabled={!canRedo} onClick={() => actions.history.redo()} title={t('siteEditor.redo')}>↷ {t('siteEditor.redo')}</button>
      <label className="ml-2 flex items-center gap-1.5 text-sm">
        <input type="checkbox" checked={p.fullPage} onChange={p.onFullPage} className="accent-brand-600" data-testid="fullpage-toggle" />
        {t('siteEditor.fullPage')}
      </label>
      <span className="ml-auto text-xs text-slate-500" data-testid="save-status">{status}</span>
      <button type="button" className={btn} onClick={p.onPreview}>{t('siteEditor.preview')}</button>
      <button type="button" className={btn} onClick={p.onReload}>{t('siteEditor.reload')}</button>
      <button type="button" onClick={p.onSave} disabled={p.saving} data-testid="editor-save" className="rounded-lg bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50">{t('siteEditor.save')}</button>
    </header>
  );
}
