// "← 返回会议设置": the way back from a full-screen tool (website editor, registration designer) to the
// meeting's settings. An in-app link, so an unsaved-changes guard (UnsavedGuard) is asked first.
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { ConsoleIcon } from './icons';

const cls = 'inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

export function BackLink({ to, label = 'dataManagement.ui.back' }: { to: string; label?: string }) {
  const { t } = useTranslation();
  const inRouter = useInRouterContext(); // stories render without a router
  const body = (
    <>
      <ConsoleIcon name="chevronLeft" className="h-4 w-4" />
      <span className="whitespace-nowrap">{t(label)}</span>
    </>
  );
  return inRouter ? <Link to={to} className={cls} data-testid="back-to-settings">{body}</Link> : <a href={to} className={cls} data-testid="back-to-settings">{body}</a>;
}
