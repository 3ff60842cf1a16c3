// The door's verdict, full screen (issue 15): green "checked in" with who it is and their ticket, or
// red "no entry" with the reason — readable from a step away on a phone, and heard (beep.ts). The
// next scan replaces it (the page's key presses still reach the scan buffer); Esc, Enter or the
// button dismisses it, and focus moves to that button so the keyboard alone is enough.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../console/cls';
import type { ScanResult } from './config';
import { Details } from './Details';

interface Props {
  ok: boolean;
  result: ScanResult | null;
  message: string;
  code: string;
  onDismiss(): void;
}

export function Verdict({ ok, result, message, code, onDismiss }: Props) {
  const { t } = useTranslation();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    next.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss, result, message]);
  // 700 shades (and a darkened box for the details): white text keeps 4.5:1
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="door-verdict" data-verdict={ok ? 'admitted' : 'refused'}
      className={cx('fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 overflow-y-auto p-6 text-white', ok ? 'bg-emerald-700' : 'bg-rose-700')}>
      <div aria-hidden className="text-8xl font-black leading-none">{ok ? '✓' : '✕'}</div>
      <h2 id="door-verdict" className="text-center text-3xl font-bold sm:text-4xl">{t(ok ? 'checkin.ui.admitted' : 'checkin.ui.refused')}</h2>
      {!ok && <p data-scan-message className="max-w-xl text-center text-xl font-medium">{message}</p>}
      {ok && result && <div className="rounded-2xl bg-black/15 p-5"><Details r={result} large /></div>}
      {!ok && code && <p className="break-all font-mono text-sm">{code}</p>}
      <button ref={next} type="button" data-action="next" onClick={onDismiss}
        className="rounded-xl bg-white px-6 py-3 text-lg font-semibold text-slate-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-white/60">
        {t('checkin.ui.next')}
      </button>
    </div>
  );
}
