// Renderer of `kind: "page"` screens: a JSON list of site blocks (or tabs of them), hosted by the
// platform (router links, auth dialogs, toasts) and bound to the signed-in user. A visible tab strip
// (TabsLayout, headlessui) is loaded only by a page that shows one; home hides its strip.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useAuth } from '@runtime/auth';
import { BlockHostProvider, BlockList, useText } from '@renderers/site';
import { pageConfigSchema } from './pageConfig';
import { UrlTab } from './UrlTabs';
import { usePlatformHost } from './usePlatformHost';

const TabsLayout = lazy(() => import('./TabsLayout'));

export function PageRenderer({ config }: RendererProps) {
  const parsed = useMemo(() => pageConfigSchema.safeParse(config), [config]);
  const host = usePlatformHost();
  const tx = useText();
  const { t } = useTranslation();
  const { user } = useAuth();
  const data = useMemo(() => ({ user }), [user]);
  const title = parsed.success ? tx(parsed.data.title) : '';

  useEffect(() => {
    document.title = title ? `${title} - Conflow` : 'Conflow';
  }, [title]);

  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')} />;
  const page = parsed.data;
  return (
    <BlockHostProvider value={host}>
      {page.blocks && <BlockList blocks={page.blocks} data={data} />}
      {page.tabs &&
        (page.tabs.showList === false ? (
          <UrlTab tabs={page.tabs} data={data} />
        ) : (
          <Suspense fallback={null}>
            <TabsLayout tabs={page.tabs} data={data} />
          </Suspense>
        ))}
    </BlockHostProvider>
  );
}

export default PageRenderer;
