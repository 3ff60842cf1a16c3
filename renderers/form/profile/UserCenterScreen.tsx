// Screen kind "profile": the personal centre. Sidebar, closable/addable tabs, the profile tab;
// the other tabs are honest placeholders.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { cx } from '../theme/cls';
import { profileScreenSchema, type NavItem } from './config';
import { Sidebar } from './Sidebar';
import { ProfileTab, type ProfileTabProps } from './ProfileTab';
import { Placeholder } from './Placeholder';

const FIRST = 'profile';

export function UserCenterScreen({ config, user, initialDialog, initialTab }: RendererProps & Omit<ProfileTabProps, 'config'> & { initialTab?: string }) {
  const { t } = useTranslation();
  const parsed = useMemo(() => profileScreenSchema.safeParse(config), [config]);
  const start = initialTab ?? FIRST;
  const [open, setOpen] = useState<string[]>(start === FIRST ? [FIRST] : [FIRST, start]);
  const [active, setActive] = useState(start);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  const c = parsed.data;
  const items = new Map(c.sidebar.flatMap((g) => g.items).map((i) => [i.id, i]));

  const openTab = (item: NavItem) => {
    setOpen((cur) => (cur.includes(item.id) ? cur : [...cur, item.id]));
    setActive(item.id);
  };
  const closeTab = (id: string) => {
    const rest = open.filter((x) => x !== id);
    setOpen(rest);
    if (active === id) setActive(rest[rest.length - 1] ?? FIRST);
  };
  const current = items.get(active);

  return (
    <div className="flex min-h-full flex-col bg-gray-50 md:flex-row dark:bg-gray-950">
      <Sidebar groups={c.sidebar} active={active} onOpen={openTab} />
      <main className="min-w-0 flex-1 p-4 md:p-6">
        {c.title && <h1 className="sr-only">{t(c.title)}</h1>}
        <div role="tablist" className="mb-4 flex flex-wrap gap-1 border-b border-gray-200 dark:border-gray-700">
          {open.map((id) => (
            <div key={id} className={cx('flex items-center rounded-t-md border border-b-0 text-sm',
              id === active ? 'border-gray-200 bg-white text-brand-700 dark:border-gray-700 dark:bg-gray-900 dark:text-brand-100' : 'border-transparent text-gray-600 dark:text-gray-400')}>
              <button type="button" role="tab" aria-selected={id === active} className="px-3 py-1.5" onClick={() => setActive(id)}>
                {t(items.get(id)?.label ?? id)}
              </button>
              {id !== FIRST && (
                <button type="button" aria-label={t('userCenter.closeTab', { tab: t(items.get(id)?.label ?? id) })} className="pr-2 text-gray-400 hover:text-gray-700 dark:hover:text-gray-200" onClick={() => closeTab(id)}>
                  ×
                </button>
              )}
            </div>
          ))}
        </div>
        <div role="tabpanel">
          {current?.tab === 'profile' ? (
            <ProfileTab config={c} user={user} initialDialog={initialDialog} />
          ) : (
            <Placeholder title={t(current?.label ?? active)} />
          )}
        </div>
      </main>
    </div>
  );
}

export default UserCenterScreen;
