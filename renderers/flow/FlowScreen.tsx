// Screen kind "register-flow": /meeting/{meetingId}/register/{flowId?} (the meeting's default flow when
// none is named) and /preview-flow (the designer's unsaved design from browser storage, nothing sent).
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenParams } from '@runtime/screenParams';
import { getParticipantSession } from '@runtime/participants';
import { readItem } from '@runtime/storage';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { flowScreenSchema } from './config';
import { upgradeDesign } from '@shared/designer/migrate';
import type { FlowData, FlowState, Registration } from './types';
import { liveRegistration, resumeState } from './resume';
import { emptyState } from './types';
import { FlowView } from './FlowView';
import { flowApi, type FlowApi } from './api';
import { callsOf } from '../calls';
import { PREVIEW_KEY, readLocalDraft, writeLocalDraft } from './drafts';
import { stepsOf, submitBody } from './walk';
import { prefill } from './prefill';
import { cardCls } from './ui';
import { participantGate } from './participantGate';

// the login dialogs (headless UI) load only when a step needs the login, keeping the first steps light
const ParticipantLogin = lazy(() => import('./ParticipantLogin').then((m) => ({ default: m.ParticipantLogin })));

type Load = { data: FlowData; state: FlowState; offset: number } | { error: string } | null;

function readPreview(): FlowData | null {
  try {
    const v = JSON.parse(readItem('local', PREVIEW_KEY) ?? 'null');
    return v?.data ? { ...v.data, design: upgradeDesign(v.data.design) } : null;
  } catch {
    return null;
  }
}

/** Coming back to the page re-reads the places left at most this often. */
const REVALIDATE_GAP_MS = 3000;

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`);

async function loadLive(api: FlowApi, meetingId: string, flowId: string | undefined): Promise<Load> {
  const id = flowId || String((await api.flows(meetingId))[0]?.id ?? '');
  if (!id) return { error: 'flowUi.noFlow' };
  const raw = await api.flow(meetingId, id);
  const data = { ...raw, design: upgradeDesign(raw.design) };
  const first = stepsOf(data, emptyState('form')).walked[0];
  let state = readLocalDraft(meetingId, id);
  let live: Registration | undefined;
  if (getParticipantSession(meetingId)) {
    const [server, mine] = await Promise.all([api.draft(meetingId, id).catch(() => null), api.mine().catch(() => [])]);
    if (server?.data && !state) state = server.data as FlowState;
    live = liveRegistration(mine, id);
  }
  const offset = raw.now ? Date.parse(String(raw.now)) - Date.now() : 0;
  const base: FlowState = { ...emptyState(first), ...state, submitKey: state?.submitKey ?? newKey() };
  const formData = prefill(data.design, base.formData, getParticipantSession(meetingId)?.userInfo);
  const ready = { ...base, formData };
  return { data, state: live ? resumeState(ready, live) : ready, offset: Number.isFinite(offset) ? offset : 0 };
}

// Loading, refused or drawn, the flow fills the screen: the footer below stays out of sight instead
// of jumping down when the steps appear (a layout shift of 0.17 on a phone).
const FILL = 'min-h-[100svh]';

export function FlowScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const parsed = useMemo(() => flowScreenSchema.safeParse(config), [config]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <Flow config={config} />;
}

function Flow({ config }: RendererProps) {
  const { t } = useTranslation();
  const params = useScreenParams();
  const preview = config.preview === true;
  const meetingId = params.meetingId ?? '';
  // the screen's calls (none in the preview: nothing is sent)
  const callsKey = JSON.stringify(config.calls ?? {});
  const api = useMemo(() => flowApi(callsOf(config.calls)), [callsKey]); // eslint-disable-line react-hooks/exhaustive-deps -- by content
  const [load, setLoad] = useState<Load>(null);
  const [loggedIn, setLoggedIn] = useState(() => !!meetingId && !!getParticipantSession(meetingId));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (preview) {
      const data = readPreview();
      setLoad(data ? { data, state: emptyState(stepsOf(data, emptyState('form')).walked[0]), offset: 0 } : { error: 'flowUi.noPreview' });
      return;
    }
    loadLive(api, meetingId, params.flowId).then(setLoad, (e) => setLoad({ error: (e as Error)?.message || 'flowUi.loadFailed' }));
  }, [api, preview, meetingId, params.flowId]);

  // live availability: the places left (and prices, the server's clock) read again when the page
  // comes back into view and after a refused submission, so a sold-out choice shows as such
  const flowId = load && 'data' in load ? String(load.data.flow.id) : '';
  const refresh = useCallback(async () => {
    if (preview || !flowId) return;
    const raw = await api.flow(meetingId, flowId);
    const offset = raw.now ? Date.parse(String(raw.now)) - Date.now() : NaN;
    setLoad((cur) => (cur && 'data' in cur ? { ...cur, data: { ...cur.data, remaining: raw.remaining, hotels: raw.hotels }, offset: Number.isFinite(offset) ? offset : cur.offset } : cur));
  }, [api, preview, meetingId, flowId]);
  useEffect(() => {
    if (preview || !flowId) return;
    let last = Date.now();
    const onFocus = () => {
      // a quick tab switch back and forth asks once
      if (document.visibilityState !== 'visible' || Date.now() - last < REVALIDATE_GAP_MS) return;
      last = Date.now();
      void refresh().catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [preview, flowId, refresh]);

  const setState = useCallback((state: FlowState) => {
    setLoad((cur) => (cur && 'data' in cur ? { ...cur, state } : cur));
    if (preview || !load || !('data' in load)) return;
    const { data } = load;
    writeLocalDraft(meetingId, data.flow.id, state.registration && ['pending', 'success'].includes(state.step) ? null : state);
    clearTimeout(timer.current);
    if (getParticipantSession(meetingId) && !state.registration) timer.current = setTimeout(() => void api.saveDraft(meetingId, data.flow.id, data.version, state).catch(() => undefined), 800);
  }, [api, preview, load, meetingId]);

  if (!load) return <div className={FILL}><div className="mx-auto h-64 max-w-2xl animate-pulse rounded-lg bg-gray-100 p-4 dark:bg-gray-800" aria-busy /></div>;
  // the reason is the page's heading: the flow's own title is what could not be loaded
  if ('error' in load) return <div className={FILL}><h1 role="alert" className="mx-auto max-w-2xl p-6 text-center text-gray-600 dark:text-gray-300">{t(load.error)}</h1></div>;
  const { data, state, offset } = load;
  const now = Date.now() + offset;
  // a login through the meeting frame's menu counts too
  const needLogin = !preview && !loggedIn && !getParticipantSession(meetingId) && ['form', 'cart', 'pay'].includes(state.step);
  const asParticipant = participantGate(meetingId, () => setLoggedIn(false), t('flowUi.login.neededNow'));

  return (
    <div className={`mx-auto w-full max-w-2xl px-3 py-4 sm:px-4 sm:py-8 ${FILL}`}>
      <header className="mb-4">
        <p className="text-sm text-gray-500 dark:text-gray-400">{data.meeting.title ?? data.meeting.name}</p>
        <h1 className="text-xl font-bold text-gray-900 dark:text-gray-100 sm:text-2xl">{data.flow.name}</h1>
        {preview && <p className="mt-1 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-800 dark:bg-amber-900/40 dark:text-amber-200" data-testid="preview-badge">{t('flowUi.previewMode')}</p>}
      </header>
      {needLogin && (
        <div className="mb-4">
          <Suspense fallback={null}>
            <ParticipantLogin meetingId={meetingId} onDone={() => {
              setLoggedIn(true);
              setState({ ...state, formData: prefill(data.design, state.formData, getParticipantSession(meetingId)?.userInfo) });
            }} />
          </Suspense>
        </div>
      )}
      <div className={cardCls}>
        <FlowView
          data={data} state={state} setState={setState} now={now} preview={preview} loggedIn={loggedIn}
          refresh={refresh}
          submit={(formData, total) => asParticipant(() => api.submit(submitBody(data, state, formData, total), state.submitKey ?? newKey()))}
          join={(formData) => asParticipant(() => {
            const { total: _total, ...body } = submitBody(data, state, formData, 0);
            return api.join(body);
          })}
          uploadProof={preview ? undefined : async (file) => {
            if (!state.registration) throw new Error(t('flowUi.submitFirst'));
            await api.proof(state.registration.id, file);
            return file.name;
          }}
          uploadFile={preview ? undefined : (file) => asParticipant(() => api.file(file))}
        />
      </div>
    </div>
  );
}
