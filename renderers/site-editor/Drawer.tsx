// A side panel of the editor (spec 3 §2.2: 320 px on the left, 350 px navbar and 300 px properties on
// the right).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Drawer({ title, side, width, onClose, children, testId }: { title: string; side: 'left' | 'right'; width: number; onClose(): void; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <aside style={{ width }} data-testid={testId}
      className={`flex shrink-0 flex-col overflow-hidden bg-white dark:bg-slate-900 ${side === 'left' ? 'border-r' : 'border-l'} border-slate-200 dark:border-slate-800`}>
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="text-sm font-semibold">{title}</h2>
        <button type="button" onClick={onClose} aria-label={t('siteEditor.close')} className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800">✕</button>
      </header>
      <div className="flex-1 overflow-y-auto p-4">{children}</div>
    </aside>
  );
}
