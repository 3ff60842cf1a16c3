// The tabs this release does not build yet say so plainly.
import { useTranslation } from 'react-i18next';

export function Placeholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center dark:border-gray-700 dark:bg-gray-900">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
      <p className="mt-2 text-sm font-medium text-brand-600 dark:text-brand-100">{t('userCenter.placeholder.title')}</p>
      <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{t('userCenter.placeholder.text')}</p>
    </div>
  );
}
