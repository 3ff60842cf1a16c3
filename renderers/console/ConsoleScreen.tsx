// Screen kind "console": a ConsoleLayout from JSON. The active item (`?tab=` when routed, local
// state in stories) shows its screen; the user menu, bell and footer come from the config.
import { useMeetingZone } from '@runtime/meetingZone';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useNavigate, useSearchParams } from 'react-router';
import { useText } from '@renderers/site';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useAuth } from '@runtime/auth';
import { useDataSource } from '@runtime/data';
import { CallAccessProvider } from '@runtime/callAccess';
import { serverMessage } from '@runtime/http';
import { getPath } from '@runtime/dotted';
import { toast } from '@runtime/toast';
import { readItem, writeItem } from '@runtime/storage';
import { logout } from '@renderers/layout/navbar/logout';
import { NotificationBell } from '@renderers/layout/navbar/NotificationBell';
import { LangToggle, ThemeToggle } from '@renderers/layout/navbar/ToggleButtons';
import { useLang } from '@runtime/i18n';
import { useTheme } from '@runtime/theme';
import { consoleScreenSchema, type ConsoleMenuItem, type ConsoleScreenConfig } from './config';
import { ConsoleContent } from './ConsoleContent';
import { confirm } from './confirmStore';
import { ConsoleFooter } from './ConsoleFooter';
import { ConsoleLayout } from './ConsoleLayout';
import { ConsoleUserMenu, type ConsoleUser } from './ConsoleUserMenu';

interface ViewProps {
  c: ConsoleScreenConfig;
  user: (ConsoleUser & { id?: number }) | null;
  active: string;
  onSelect: (key: string) => void;
  onCommand: (item: ConsoleMenuItem) => void;
  routed: boolean;
}

/** The requested tab when it names an enabled item, else the default. */
export function tabOf(c: ConsoleScreenConfig, requested: string | null | undefined): string {
  const item = c.nav.find((i) => i.key === requested);
  return item && !item.disabled ? item.key : c.defaultTab;
}

/** The tab a one-time localStorage flag asks for (spec 3 §2.6: back from the partner editor). */
export function flaggedTab(c: ConsoleScreenConfig): string | undefined {
  return Object.entries(c.tabFlags).find(([flag]) => readItem('local', flag) === 'true')?.[1];
}

/** The flags are read once: cleared after use so a later visit opens the asked or default tab. */
export function clearTabFlags(c: ConsoleScreenConfig): void {
  for (const flag of Object.keys(c.tabFlags)) writeItem('local', flag, null);
}

function ConsoleView({ c, user, active, onSelect, onCommand, routed }: ViewProps) {
  const { t } = useTranslation();
  const tx = useText();
  const subject = useDataSource<Record<string, unknown>>(c.subject ? { path: c.subject.path } : null);
  // the subject meeting's time zone: every time its tabs show is in it (runtime/meetingZone.ts)
  useMeetingZone(subject.data?.timeZone);
  // a staff account's roles on the subject (the meeting answers them): the items its roles reach
  const staffRoles = subject.data && Array.isArray(subject.data.staffRoles) ? (subject.data.staffRoles as string[]) : null;
  const nav = c.nav.filter((i) => (!i.roles || i.roles.includes(String(user?.role))) && (!staffRoles || !i.staffRoles || i.staffRoles.some((r) => staffRoles.includes(r))));
  const item = nav.find((i) => i.key === active) ?? nav.find((i) => i.screen);
  const heading = c.subject && subject.data ? String(getPath(subject.data, c.subject.field) ?? '') : '';
  const title = heading ? `${heading} - ${tx(c.title)}` : tx(c.title);
  useEffect(() => {
    document.title = `${title} - Conflow`;
  }, [title]);
  if (c.roles && !c.roles.includes(String(user?.role))) return <ScreenError title={c.denied ? tx(c.denied) : t('guards.noPermission')} />;
  const logoutItem = { key: 'logout', label: '', action: 'logout' as const };
  return (
    <ConsoleLayout
      title={c.title}
      nav={nav}
      activeKey={item?.key ?? active}
      onSelect={onSelect}
      headerTabs={c.headerTabs}
      heading={heading || undefined}
      actions={routed ? <ConsoleActions bell={c.bell && user?.id ? user.id : undefined} /> : undefined}
      userMenu={user && c.userMenu?.length ? <ConsoleUserMenu user={user} items={c.userMenu} onCommand={onCommand} /> : undefined}
      footer={c.footer ? <ConsoleFooter username={user?.username} defaultName={c.footer.defaultName} label={c.footer.label} onLogout={c.footer.logout ? () => onCommand(logoutItem) : undefined} /> : undefined}
    >
      {/* a staff account's sections leave out the buttons its roles would be refused on */}
      <CallAccessProvider refused={Array.isArray(subject.data?.staffRefused) ? (subject.data.staffRefused as string[]) : null}>
        {subject.error && !subject.data ? <ScreenError title={serverMessage(subject.error.body) ?? subject.error.message} /> : item?.screen ? <ConsoleContent key={active} screen={item.screen as never} /> : null}
      </CallAccessProvider>
    </ConsoleLayout>
  );
}

function Routed(p: Omit<ViewProps, 'active' | 'onSelect' | 'onCommand' | 'routed'>) {
  const { t } = useTranslation();
  const tx = useText();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const param = p.c.tabParam;
  const select = (key: string) => {
    const href = p.c.nav.find((i) => i.key === key)?.href;
    if (href) return void navigate(href);
    const next = new URLSearchParams(search);
    next.set(param, key);
    setSearch(next);
  };
  const command = async (item: ConsoleMenuItem) => {
    if (item.confirm && !(await confirm({ title: item.confirm.title, message: item.confirm.message }))) return;
    if (item.message) return void toast.info(tx(item.message));
    if (item.action === 'logout') return void logout(navigate, t);
    if (item.href) navigate(item.href);
  };
  // peeked during render, cleared in the effect (a render may run twice); the flag becomes the URL's tab
  const [flagged, setFlagged] = useState(() => flaggedTab(p.c));
  useEffect(() => {
    if (!flagged) return;
    clearTabFlags(p.c);
    const next = new URLSearchParams(search);
    next.set(param, flagged);
    setSearch(next, { replace: true });
    setFlagged(undefined);
  }, [flagged]); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival
  const asked = flagged ?? [param, ...p.c.tabAliases].map((k) => search.get(k)).find((v) => v !== null);
  return <ConsoleView {...p} routed active={tabOf(p.c, asked)} onSelect={select} onCommand={command} />;
}

function Local(p: Omit<ViewProps, 'active' | 'onSelect' | 'onCommand' | 'routed'> & { initialTab?: string }) {
  const tx = useText();
  const [active, setActive] = useState(() => tabOf(p.c, p.initialTab));
  const command = (item: ConsoleMenuItem) => item.message && toast.info(tx(item.message));
  return <ConsoleView {...p} routed={false} active={active} onSelect={setActive} onCommand={command} />;
}

export function ConsoleScreen({ config, user: given, initialTab }: RendererProps & { user?: ConsoleUser & { id?: number }; initialTab?: string }) {
  const { t } = useTranslation();
  const inRouter = useInRouterContext();
  const auth = useAuth();
  const parsed = useMemo(() => consoleScreenSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  const user = given ?? (auth.user as (ConsoleUser & { id?: number }) | null);
  return inRouter ? <Routed c={parsed.data} user={user} /> : <Local c={parsed.data} user={user} initialTab={initialTab} />;
}

export default ConsoleScreen;

/** The site's toggles and the bell: a console has no site navbar above it. */
function ConsoleActions({ bell }: { bell?: number }) {
  const { lang, toggle: toggleLang } = useLang();
  const { theme, toggle: toggleTheme } = useTheme();
  return (
    <div className="flex items-center gap-1">
      <LangToggle lang={lang} onToggle={() => void toggleLang()} />
      <ThemeToggle theme={theme} onToggle={toggleTheme} />
      {bell !== undefined && <NotificationBell userId={bell} />}
    </div>
  );
}
