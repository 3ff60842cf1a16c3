// Tabs over nested screens; only the open tab's screen is mounted (its data loads when opened).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps, type ScreenConfig } from '@runtime/registry';
import { useText } from '@renderers/site';
import { ConsoleContent } from '../console/ConsoleContent';
import { cx } from '../console/cls';
import { subTabsSchema, type SubTabsConfig } from './config';
import { SubTabsContext } from './context';
import { useTabParam } from './useTabParam';
import { useMayCall } from '@runtime/callAccess';
import { fillScreenParams, useScreenParams } from '@runtime/screenParams';

export function SubTabsScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const parsed = useMemo(() => subTabsSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <SubTabs c={parsed.data} />;
}

function SubTabs({ c }: { c: SubTabsConfig }) {
  const tx = useText();
  const param = c.param ?? 'sub';
  const [wanted, setWanted] = useTabParam(param);
  const params = useScreenParams();
  const may = useMayCall();
  const items = c.items.filter((i) => !i.needs || may(i.needs.method, fillScreenParams(i.needs.path, params)));
  const active = items.find((i) => i.key === wanted) ?? items[0];
  const ctx = useMemo(() => ({ open: setWanted }), [setWanted]);
  if (!active) return null;
  return (
    <SubTabsContext.Provider value={ctx}>
      <section className="space-y-4" data-screen="sub-tabs">
        {c.title && <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{tx(c.title)}</h2>}
        <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
          {items.map((i) => (
            <button key={i.key} type="button" role="tab" aria-selected={i.key === active.key} data-subtab={i.key} onClick={() => ctx.open(i.key)}
              className={cx('-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium outline-none transition focus-visible:ring-2 focus-visible:ring-brand-500',
                i.key === active.key
                  ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-100'
                  : 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white')}>
              {tx(i.label)}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          <ConsoleContent key={active.key} screen={active.screen as string | ScreenConfig} />
        </div>
      </section>
    </SubTabsContext.Provider>
  );
}
