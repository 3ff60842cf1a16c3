// Screen kind "page-designer": /meeting/{id}/page-design/{flowId} (spec 3 §2.10). Sidebar of steps,
// a live preview drawn by the participant's own step renderers, the step's generated settings;
// save all or the current page; the full preview opens in a new tab from the unsaved design.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { send } from '../calls';
import { writeItem } from '@runtime/storage';
import { useScreenParams } from '@runtime/screenParams';
import { toast } from '@runtime/toast';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { pageOf, type Step } from '@shared/designer/steps';
import { ConfirmHost } from '../console/ConfirmDialog';
import { UnsavedGuard } from '../console/UnsavedGuard';
import { BackLink } from '../console/BackLink';
import { FlowView } from '../flow/FlowView';
import { emptyState, type FlowState } from '../flow/types';
import { PREVIEW_FLAG, PREVIEW_KEY } from '../flow/drafts';
import { DesignerSidebar, type Tab } from './DesignerSidebar';
import { SettingsPanel } from './SettingsPanel';
import { StepPreview } from './StepPreview';
import { useDesign } from './useDesign';
import { VersionList } from './VersionList';
import { previewData } from './previewData';
import { buttonCls } from './editors/ui';
import { isApiError } from '@runtime/apiError';
import { designerSchema, type DesignerConfig } from './config';
import type { TicketType } from '@shared/tickets';
import { DesignerTicketsContext } from './editors/TicketTypesEditor';

/** What saving one page says (spec 3 §8): the ticket table's and the form's own words. */
const PAGE_SAVED: Partial<Record<string, string>> = { ticket: 'designer.ticketSaved', form: 'designer.formSaved' };

type Row = Record<string, any>;

export function DesignerScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const { meetingId = '', flowId } = useScreenParams();
  const parsed = useMemo(() => designerSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  if (!flowId) return <p role="alert" className="p-8 text-center text-red-600 dark:text-red-400" data-testid="designer-no-flow">{t('designer.noFlowId')}</p>;
  return <Designer meetingId={meetingId} flowId={flowId} config={parsed.data} />;
}

function Designer({ meetingId, flowId, config }: { meetingId: string; flowId: string; config: DesignerConfig }) {
  const { t } = useTranslation();
  const { calls } = config;
  const { design, version, dirty, error, setPage, saveAll, savePage, loadVersion } = useDesign(calls, meetingId, flowId);
  const [tab, setTab] = useState<Tab>('ticket');
  const [meeting, setMeeting] = useState<Row | null>(null);
  const [hotels, setHotels] = useState<Row[] | null>(null);
  const [flow, setFlow] = useState<Row | null>(null);
  const [tickets, setTickets] = useState<TicketType[] | null>(null);
  const [walk, setWalk] = useState<FlowState>(emptyState('chooseRole'));
  const [busy, setBusy] = useState(false);
  const warned = useRef(false);

  useEffect(() => {
    const at = { meetingId, flowId };
    send<Row>(calls.meeting, at).then(setMeeting, () => setMeeting({ id: meetingId, title: t('designer.meetingNotFound') }));
    send<Row[] | { content?: Row[] }>(calls.hotels, at).then((r) => setHotels(Array.isArray(r) ? r : (r.content ?? [])), () => { setHotels([]); toast.warning(t('designer.hotelsFailed')); });
    send<TicketType[]>(calls.tickets, at).then((r) => setTickets(Array.isArray(r) ? r : []), () => setTickets([]));
    send<Row[] | { content?: Row[] }>(calls.flows, at).then((r) => setFlow((Array.isArray(r) ? r : (r.content ?? [])).find((f) => String(f.id) === flowId) ?? null), () => undefined);
  }, [calls, meetingId, flowId, t]);
  useEffect(() => {
    if (error && !warned.current) { warned.current = true; toast.warning(t('designer.loadFailed')); }
  }, [error, t]);

  if (!design) return <div className="m-8 h-96 animate-pulse rounded-lg bg-gray-100 dark:bg-gray-800" aria-busy />;
  const data = { ...previewData(design, meeting, hotels, flow), ...(tickets ? { tickets } : {}) };
  const step = tab === 'preview' || tab === 'versions' ? null : tab;
  const run = async (action: () => Promise<void>, ok: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(t(ok));
    } catch (e) {
      // a design that breaks its schema: say where (e.g. /ticketPage/priceRows/0/type)
      const first = (e as { errors?: Array<{ path: string; message: string }> }).errors?.[0];
      // no answer at all (network, timeout): the spec's own words, the form's when the form was saved
      if (isApiError(e) && e.status === 0) return void toast.error(t(step === 'form' ? 'designer.formSaveOffline' : 'designer.saveFailed'));
      toast.error(first ? `${(e as Error).message}: ${first.path} ${first.message}` : (e as Error)?.message || t('designer.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const fullPreview = () => {
    writeItem('local', PREVIEW_KEY, JSON.stringify({ data, savedAt: Date.now() }));
    writeItem('local', PREVIEW_FLAG, dirty ? '1' : '0');
    window.open('/preview-flow', '_blank', 'noopener');
  };

  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900 dark:bg-gray-950 dark:text-gray-100 lg:flex-row" data-testid="page-designer">
      <ConfirmHost />
      {/* leaving with unsaved changes asks first: reload, tab close, another screen */}
      <UnsavedGuard when={dirty} />
      <aside className="border-b border-gray-200 bg-white p-3 dark:border-gray-800 dark:bg-gray-900 lg:w-52 lg:shrink-0 lg:border-b-0 lg:border-r">
        <DesignerSidebar groups={config.sidebar} tab={tab} onTab={setTab} onFullPreview={fullPreview} />
      </aside>
      <div className="min-w-0 flex-1 p-3 lg:p-6">
        <header className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <div>
            <BackLink to={`/meeting/${meetingId}/settings?tab=registration-settings`} />
            <h1 className="text-lg font-semibold">{t('designer.title')}</h1>
            <p className="text-sm text-gray-500 dark:text-gray-400">{[data.meeting.title, data.flow.name].filter(Boolean).join(' · ')}{dirty && <span className="ml-2 text-amber-600" data-testid="unsaved">{t('designer.unsaved')}</span>}</p>
          </div>
          <div className="flex gap-2">
            {step && <button type="button" className={buttonCls('secondary')} disabled={busy} onClick={() => run(() => savePage(step), PAGE_SAVED[step] ?? 'designer.pageSaved')} data-testid="save-page">{t('designer.savePage')}</button>}
            <button type="button" className={buttonCls('primary')} disabled={busy} onClick={() => run(saveAll, 'designer.allSaved')} data-testid="save-all">{t('designer.saveAll')}</button>
          </div>
        </header>
        <div className={step ? 'grid gap-4 min-[1180px]:grid-cols-[minmax(0,1fr)_30rem]' : 'mx-auto max-w-3xl'}>
          <section aria-label={t('designer.preview')} className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900" data-testid="designer-preview">
            {step ? <StepPreview step={step} data={data} onConfigure={() => setTab(step)} />
              : tab === 'versions' ? <VersionList calls={calls} values={{ meetingId, flowId }} current={version} onLoad={(d, v) => { loadVersion(d); toast.info(t('designer.versions.loaded', { n: v })); }} />
              : <FlowView data={data} state={walk} setState={setWalk} now={Date.now()} preview />}
          </section>
          {step && (
            <section aria-label={t('designer.settings')} className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
              <DesignerTicketsContext.Provider value={{ tickets, currency: flow?.currency, editTo: `/meeting/${meetingId}/flow-tickets/${flowId}` }}>
                <SettingsPanel step={step} page={pageOf(design, step)} onChange={(p) => setPage(step as Step, p)} />
              </DesignerTicketsContext.Provider>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
