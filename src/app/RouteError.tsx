// A screen that failed to load (a chunk gone after a deploy, a broken JSON screen) says so and
// offers a reload, inside the shell, instead of a white page.
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{t('nav.loadFailed')}</p>
      {detail && <p className="mt-2 break-words text-sm text-slate-500 dark:text-slate-400">{detail}</p>}
      <button type="button" onClick={() => window.location.reload()} className="mt-6 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        {t('nav.reload')}
      </button>
    </div>
  );
}
