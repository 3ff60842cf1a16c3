// The active item's screen: a name (schemas/screens/<name>.json) or an inline config, drawn by the
// renderer of its kind once that renderer's folder is loaded.
import { useTranslation } from 'react-i18next';
import { ScreenError, ScreenRenderer } from '@runtime/registry';
import { ScreenNotFoundError, useScreen } from '@runtime/screens';
import type { ScreenConfig } from '@runtime/registry';
import { useKind } from './loadKind';

function Loading() {
  const { t } = useTranslation();
  return <div role="status" className="p-6 text-sm text-slate-500 dark:text-slate-400">{t('http.loading')}</div>;
}

function Draw({ config }: { config: ScreenConfig }) {
  const { t } = useTranslation();
  const state = useKind(config.kind);
  if (state === 'loading') return <Loading />;
  if (state === 'missing') return <ScreenError title={t('http.unknownKind', { kind: config.kind })} />;
  return <ScreenRenderer config={config} />;
}

export function ConsoleContent({ screen }: { screen: string | ScreenConfig }) {
  const { t } = useTranslation();
  const named = typeof screen === 'string' ? screen : null;
  const { config, error, isLoading } = useScreen(named);
  if (!named) return <Draw config={screen as ScreenConfig} />;
  if (error)
    return error instanceof ScreenNotFoundError
      ? <ScreenError title={t('http.screenNotFound', { name: named })} />
      : <ScreenError title={t('http.invalidScreen')} detail={error.message} />;
  if (isLoading || !config) return <Loading />;
  return <Draw key={named} config={config} />;
}
