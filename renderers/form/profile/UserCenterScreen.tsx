// Screen kind "profile": the personal centre. Sidebar, closable and addable tabs (`?tab=` opens one),
// and the profile, security, notifications and preferences tabs; the rest are honest placeholders.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { ConfirmHost } from '@renderers/console/ConfirmDialog';
import { cx } from '../theme/cls';
import { AddTabMenu } from './AddTabMenu';
import { profileScreenSchema, type NavItem } from './config';
import { Sidebar } from './Sidebar';
import { TabBody, type TabData } from './TabBody';
import { useTabQuery } from './useTabQuery';

const FIRST = 'profile';

export function UserCenterScreen({ config, initialTab, ...data }: RendererProps & TabData & { initialTab?: string }) {
  const { t } = useTranslation();
  const parsed = useMemo(() => profileScreenSchema.safeParse(config), [config]);
  const items = useMemo(() => new Map((parsed.data?.sidebar ?? []).flatMap((g) => g.items).filter((i) => i.tab).map((i) => [i.id, i])), [parsed.data]);
  const [query, writeQuery] = useTabQuery();
  const wanted = (id: string | null | undefined) => (id && items.has(id) ? id : null);
  const start = wanted(initialTab) ?? wanted(query) ?? FIRST;
  const [open, setOpen] = useState<string[]>(start === FIRST ? [FIRST] : [FIRST, start]);
  const [active, setActive] = useState(start);
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    // a link to ?tab= while the centre is open (the bell's "view all")
    setSeenQuery(query);
    const id = wanted(query);
    if (id) {
      if (!open.includes(id)) setOpen([...open, id]);
      setActive(id);
    }
  }
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  const c = parsed.data;

  const select = (id: string) => {
    setActive(id);
    writeQuery(id);
  };
  const openTab = (item: NavItem) => {
    setOpen((cur) => (cur.includes(item.id) ? cur : [...cur, item.id]));
    select(item.id);
  };
  const closeTab = (id: string) => {
    const rest = open.filter((x) => x !== id);
    setOpen(rest);
    if (active === id) select(rest[rest.length - 1] ?? FIRST);
  };
  const label = (id: string) => t(items.get(id)?.label ?? id);

  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col bg-gray-50 md:flex-row dark:bg-gray-950">
      <Sidebar groups={c.sidebar} active={active} onOpen={openTab} />
      <div className="min-w-0 flex-1 p-4 md:p-6">
        {c.title && <h1 className="sr-only">{t(c.title)}</h1>}
        <div className="mb-4 flex flex-wrap items-end gap-1 border-b border-gray-200 dark:border-gray-700">
          <div role="tablist" className="flex flex-wrap gap-1">
            {open.map((id) => (
              <div key={id} className={cx('flex items-center rounded-t-md border border-b-0 text-sm',
                id === active ? 'border-gray-200 bg-white text-brand-700 dark:border-gray-700 dark:bg-gray-900 dark:text-brand-100' : 'border-transparent text-gray-600 dark:text-gray-400')}>
                <button type="button" role="tab" aria-selected={id === active} className="px-3 py-1.5" onClick={() => select(id)}>
                  {label(id)}
                </button>
                {id !== FIRST && (
                  <button type="button" aria-label={t('userCenter.closeTab', { tab: label(id) })} className="pr-2 text-gray-400 hover:text-gray-700 dark:hover:text-gray-200" onClick={() => closeTab(id)}>
                    ×
                  </button>
                )}
              </div>
            ))}
          </div>
          <AddTabMenu items={[...items.values()].filter((i) => !open.includes(i.id))} onOpen={openTab} />
        </div>
        <div role="tabpanel">
          <TabBody key={active} config={c} item={items.get(active)} id={active} data={data} />
        </div>
      </div>
      <ConfirmHost />
    </div>
  );
}

export default UserCenterScreen;
