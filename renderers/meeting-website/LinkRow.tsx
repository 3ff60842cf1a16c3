// One public link (PC or mobile) with copy and visit. Visiting is refused while the site is a draft:
// the preview rule of spec 2 §4, which the server enforces again.
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { ConsoleIcon } from '../console/icons';
import { buttonCls, cx } from '../form/theme/cls';

export interface LinkRowProps {
  testId: string;
  label: string;
  url: string | null;
  active: boolean;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // no clipboard permission (plain http): the text stays selectable
  }
}

export function LinkRow({ testId, label, url, active }: LinkRowProps) {
  const { t } = useTranslation();
  const onCopy = async () => {
    if (!url) return;
    if (await copy(url)) toast.success(t('meetingSettings.website.copied'));
    else toast.error(t('meetingSettings.website.copyFailed'));
  };
  const onVisit = () => {
    if (!active) return void toast.warning(t('meetingSettings.website.notPublished'));
    if (url) window.open(url, '_blank', 'noopener');
  };
  const small = cx(buttonCls('secondary'), 'px-3 py-1.5');
  return (
    <div data-testid={testId} className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <span className="w-28 shrink-0 text-sm font-medium text-slate-600 dark:text-slate-300">{label}</span>
      <input readOnly value={url ?? ''} aria-label={label} onFocus={(e) => e.currentTarget.select()} data-link
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-1.5 font-mono text-xs text-slate-700 outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200" />
      <div className="flex shrink-0 gap-2">
        <button type="button" className={small} onClick={() => void onCopy()} disabled={!url} data-action="copy">
          <ConsoleIcon name="copy" className="h-4 w-4" />
          {t('meetingSettings.website.copy')}
        </button>
        <button type="button" className={small} onClick={onVisit} disabled={!url} data-action="visit">
          <ConsoleIcon name="arrowRight" className="h-4 w-4" />
          {t('meetingSettings.website.visit')}
        </button>
      </div>
    </div>
  );
}
