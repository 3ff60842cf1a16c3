// `x-widget: "richtext"`: rich content (a news article's body) shown as it reads, edited in the
// site editor's rich-text dialog (bold, headings, lists, links). The server cleans the HTML on save;
// the preview here shows only what the dialog can make.
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { RichTextDialog } from '../../site-editor/RichTextDialog';

export function RichTextWidget({ id, value, disabled, readonly, onChange }: WidgetProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const html = typeof value === 'string' ? value : '';
  return (
    <div id={id}>
      <div data-testid={`${id}-preview`}
        className="min-h-20 max-h-48 overflow-y-auto rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-100 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
        dangerouslySetInnerHTML={{ __html: html || `<span class="text-slate-400">—</span>` }} />
      {!(disabled || readonly) && (
        <button type="button" data-testid={`${id}-edit`} onClick={() => setOpen(true)} className="mt-2 rounded-md px-3 py-1 text-sm font-medium text-brand-600 ring-1 ring-brand-600/40 hover:bg-brand-50 dark:text-brand-100 dark:hover:bg-brand-500/15">
          {t('siteEditor.richTextTitle')}
        </button>
      )}
      {open && <RichTextDialog content={html} onClose={() => setOpen(false)} onSave={(next) => (onChange(next), setOpen(false))} />}
    </div>
  );
}
