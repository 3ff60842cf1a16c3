// Wrong address, wrong token or unpublished site: one clear page (spec 3 §2.4), with the server's
// reason when it gave one (网站未发布，无法预览).
import { useTranslation } from 'react-i18next';

export function NotFound({ reason, message }: { reason: 'notFound' | 'unpublished' | 'failed'; message?: string }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center dark:bg-slate-950" data-testid="site-not-found">
      <p className="text-6xl font-bold text-brand-600">{reason === 'failed' ? '!' : '404'}</p>
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t(`publicSite.${reason}.title`)}</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">{message ?? t(`publicSite.${reason}.text`)}</p>
      <a href="/" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">{t('publicSite.home')}</a>
    </main>
  );
}
