// Copies a short text (the transfer reference) and says so beside the button for a moment.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../form/theme/cls';

export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<'copied' | 'copyFailed' | null>(null);
  useEffect(() => {
    if (!done) return;
    const id = setTimeout(() => setDone(null), 2500);
    return () => clearTimeout(id);
  }, [done]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setDone('copied');
    } catch {
      setDone('copyFailed');
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={() => void copy()} aria-label={label} data-testid={testId}
        className="rounded-md px-2 py-1 text-xs font-medium text-brand-700 ring-1 ring-inset ring-brand-600/30 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-100 dark:ring-brand-500/50 dark:hover:bg-brand-500/15">
        {t('payTo.copy')}
      </button>
      <span role="status" aria-live="polite" className={cx('text-xs', done === 'copyFailed' ? 'text-rose-700 dark:text-rose-300' : 'text-emerald-700 dark:text-emerald-300')}>
        {done ? t(`payTo.${done}`) : ''}
      </span>
    </span>
  );
}
