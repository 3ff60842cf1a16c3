// Screen kind "meeting-website" (spec 2 §2.3): publish switch (a failed save puts it back), status
// card with the real view count and last update, PC and mobile links with copy and visit, and the
// edit-website button. The preview token is made by the server the first time links are needed.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useDataSource } from '@runtime/data';
import { ApiError, http, serverMessage } from '@runtime/http';
import { toast } from '@runtime/toast';
import { useScreenParams, withScreenParams } from '@runtime/screenParams';
import { ConsoleIcon } from '../console/icons';
import { buttonCls } from '../form/theme/cls';
import { useGo } from '../admin-list/useGo';
import { publicLink, websiteScreenSchema, type WebsiteInfo, type WebsiteScreenConfig } from './config';
import { LinkRow } from './LinkRow';
import { StatusCard } from './StatusCard';
import { WebsiteForm } from './WebsiteForm';
import { useMayCall } from '@runtime/callAccess';

export function WebsiteScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const params = useScreenParams();
  const parsed = useMemo(() => websiteScreenSchema.safeParse(withScreenParams(config, params)), [config, params]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <Website c={parsed.data} />;
}

function Website({ c }: { c: WebsiteScreenConfig }) {
  const { t } = useTranslation();
  const go = useGo();
  const ds = useDataSource<WebsiteInfo>({ path: c.source });
  const info = ds.data as WebsiteInfo | undefined;
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);
  // a staff account without the editor role reads this section: no switch to flip, no editor to open
  const may = useMayCall();
  const mayPublish = may('PUT', c.statusCall);
  const mayEdit = !c.editCall || may('POST', c.editCall);
  const meetingDs = useDataSource<Record<string, unknown>>(c.form ? { path: c.form.source } : null);

  useEffect(() => {
    if (!info || info.previewToken || asked.current || !may('POST', c.tokenCall)) return;
    asked.current = true;
    http.post(c.tokenCall).then(() => ds.mutate(), () => toast.error(t('meetingSettings.website.previewFailed')));
  }, [info, c.tokenCall, ds, t, may]);

  if (ds.error && !info) return <ScreenError title={t('meetingSettings.website.loadFailed', { message: serverMessage(ds.error.body) ?? ds.error.message })} />;
  if (!info) return <div role="status" className="p-6 text-sm text-slate-500 dark:text-slate-400">{t('meetingSettings.website.loading')}</div>;

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      // shown at once; rolled back when the save fails, so the switch never claims what is not stored
      const websiteStatus = on ? 'active' : 'draft';
      // the hook's own mutate (not the global one): it acts on whichever SWR cache holds the data
      await ds.mutate(async (cur: WebsiteInfo | undefined) => (await http.put(c.statusCall, { websiteStatus }), cur), {
        optimisticData: (cur: WebsiteInfo | undefined) => (cur ? { ...cur, websiteStatus } : cur) as WebsiteInfo,
        rollbackOnError: true,
        populateCache: false,
        revalidate: true,
      });
      toast.success(t(on ? 'meetingSettings.website.published' : 'meetingSettings.website.unpublished'));
    } catch (err) {
      // spec 2 §8: a 401 says 登录已过期，请重新登录 (the HTTP client has already sent the user home)
      if (err instanceof ApiError && err.status === 401) return void toast.error(t('errors.tokenExpired'));
      // the server's reason (a 404 names the meeting, not just "not found")
      const reason = err instanceof ApiError ? (serverMessage(err.body) ?? err.message) : err instanceof Error ? err.message : '';
      toast.error(t('meetingSettings.website.saveFailed', { message: reason }));
    } finally {
      setBusy(false);
    }
  };
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const pc = publicLink(c.link, info, origin);
  const active = info.websiteStatus === 'active';

  return (
    <section className="space-y-4" data-screen="meeting-website">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('meetingSettings.website.title')}</h2>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('meetingSettings.website.subtitle')}</p>
        </div>
        {mayEdit && (
          <button type="button" className={buttonCls('primary')} data-action="edit-website" onClick={() => void go(c.editTo)}>
            <ConsoleIcon name="settings" className="h-4 w-4" />
            {t('meetingSettings.website.edit')}
          </button>
        )}
      </div>
      <StatusCard info={info} busy={busy} locked={!mayPublish} onToggle={(on) => void toggle(on)} />
      <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <p className="text-sm font-semibold text-slate-900 dark:text-white">{t('meetingSettings.website.links')}</p>
        <LinkRow testId="link-pc" label={t('meetingSettings.website.pc')} url={pc} active={active} />
        <LinkRow testId="link-mobile" label={t('meetingSettings.website.mobile')} url={pc && pc + c.mobileSuffix} active={active} />
        {c.form && info.url && (
          <LinkRow testId="link-short" label={t('meetingSettings.website.shortLink')} url={origin + c.form.shortLink.replace('{url}', encodeURIComponent(info.url))} active={active} />
        )}
      </div>
      {c.form && meetingDs.data && (
        <WebsiteForm meeting={meetingDs.data} saveCall={c.form.saveCall} shortLink={c.form.shortLink} uiSchema={c.form.uiSchema}
          locked={!may('PUT', c.form.saveCall)} onSaved={(m) => { void meetingDs.mutate(m, { revalidate: false }); void ds.mutate(); }} />
      )}
    </section>
  );
}

export default WebsiteScreen;
