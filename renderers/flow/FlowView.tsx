// One registration flow, step by step (spec 3 §2.10 flow preview, §4): step bar, the designed texts
// around each step, previous/next within bounds; Next on the pay step (the cart when nothing is to be paid) submits, and the payment steps
// and the result follow. The same view draws /meeting/{id}/register/{flowId}, /preview-flow and the designer.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOf, type Step } from '@shared/designer/steps';
import { shownAnswers } from '@shared/designer/fields';
import { toast } from '@runtime/toast';
import { isApiError, type ApiError } from '@runtime/apiError';
import { useLang } from '@runtime/i18n';
import type { FlowData, FlowState, Registration } from './types';
import { STEP_VIEWS } from './stepViews';
import { blocker, joinsWaitlist, refusedStep, stepsOf } from './walk';
import { summarize } from './summary';
import { StepBar } from './steps/StepBar';
import { Desc } from './steps/Desc';
import { buttonCls, cx } from './ui';
import { WaitlistJoined } from './steps/WaitlistJoined';

export interface FlowViewProps {
  data: FlowData;
  state: FlowState;
  setState: (next: FlowState) => void;
  now: number;
  preview?: boolean;
  /** sends the registration; answers it (or throws with the server's message) */
  submit?: (formData: Record<string, unknown>, total: number) => Promise<Registration>;
  /** joins the chosen sold-out ticket's (and/or full room type's) waiting list with the same answers; answers the entry */
  join?: (formData: Record<string, unknown>) => Promise<NonNullable<FlowState['waitlisted']>>;
  /** reads the places left and prices again (after a refused submission) */
  refresh?: () => Promise<void>;
  uploadProof?: (file: File) => Promise<string>;
  uploadFile?: (file: File) => Promise<string>;
  onConfigure?: (step: Step) => void;
  /** the participant's login for the meeting: once one arrives, a "this step needs an account" notice is done */
  loggedIn?: boolean;
}

export function FlowView({ data, state, setState, now, preview, submit, join, refresh, uploadProof, uploadFile, onConfigure, loggedIn }: FlowViewProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [busy, setBusy] = useState(false);
  // a refused submission explained on the step where the refused choice was made (not a passing toast);
  // kept as the error, not its text, so it reads in the language switched to
  const [notice, setNotice] = useState<{ step: Step; error: unknown } | null>(null);
  const noticeText = (e: unknown) => (isApiError(e) ? e.messageIn(lang) : (e as Error)?.message) || t('flowUi.submitFailed');
  const checkRef = useRef<(() => boolean) | null>(null);
  useEffect(() => {
    if (loggedIn) setNotice(null);
  }, [loggedIn]);
  const { walked, all } = stepsOf(data, state, now);
  // Next on the last step walked submits (the pay step, or the cart when nothing is to be paid)
  const submitsHere = (s: Step) => s === walked[walked.length - 1] && !state.registration && !state.waitlisted;
  const joins = joinsWaitlist(data, state);
  const step: Step = all.includes(state.step) ? state.step : walked[0];
  const at = all.indexOf(step);
  const submitted = !!state.registration || (preview && at > walked.length - 1);
  const page = pageOf(data.design, step);
  const View = STEP_VIEWS[step];
  const update = (patch: Partial<FlowState>) => setState({ ...state, ...patch, step });
  const go = (to: Step) => {
    setNotice(null);
    setState({ ...state, step: to });
    if (typeof window !== 'undefined') window.scrollTo?.({ top: 0 });
  };

  const next = async () => {
    // the form checks its fields first, so their errors and the agreement's show together
    if (step === 'form' && checkRef.current && !checkRef.current()) return toast.warning(t('flowUi.fixForm'));
    const stop = blocker(step, data, state, now);
    if (stop && !(preview && step === 'bankTransfer')) return toast.warning(t(stop));
    if (submitsHere(step) && !preview) {
      if (!submit) return;
      setBusy(true);
      try {
        const answers = shownAnswers(pageOf(data.design, 'form').formGroups, state.formData);
        if (joins && join) {
          setNotice(null);
          setState({ ...state, waitlisted: await join(answers), step });
          return;
        }
        const total = summarize(data, state, now).total;
        const registration = await submit(answers, total);
        const done = { ...state, registration };
        setNotice(null);
        setState({ ...done, step: stepsOf(data, done, now).all[walked.length] });
      } catch (e) {
        // every answer stays (the state is untouched); the flow goes back to the refused choice's step
        const err = e as ApiError;
        const to = refusedStep(err?.errors, walked) ?? step;
        if (to !== step) go(to);
        setNotice({ step: to, error: e });
        if (err?.status === 409) void refresh?.().catch(() => undefined);
      } finally {
        setBusy(false);
      }
      return;
    }
    if (at < all.length - 1) go(all[at + 1]);
  };
  const canPrev = at > 0 && (!submitted || at > walked.length) && step !== 'pending' && step !== 'success';
  const last = at === all.length - 1;
  const proof = async (file: File) => {
    const name = uploadProof ? await uploadProof(file) : file.name;
    setState({ ...state, proofName: name, step });
    toast.success(t('flowUi.proofSent'));
  };

  if (state.waitlisted) return <WaitlistJoined place={state.waitlisted.place} meetingId={data.meeting?.id} room={state.roomWaitlist === true && !(state.waitlist === true)} />;
  return (
    <div className="space-y-5" data-testid="flow-view" data-step={step}>
      <StepBar steps={all} current={step} />
      {/* the result pages carry their own title */}
      {step !== 'pending' && step !== 'success' && (
        <>
          <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100" data-testid="flow-step-title">{page.pageName || page.title || t(`flowUi.step.${step}`)}</h2>
          <Desc text={page.topDesc} testId="flow-top-desc" />
        </>
      )}
      {notice?.step === step && (
        <p role="alert" data-testid="flow-notice" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-inset ring-red-600/20 dark:bg-red-500/10 dark:text-red-200 dark:ring-red-400/30">{noticeText(notice.error)}</p>
      )}
      <View page={page} data={data} state={{ ...state, step }} update={update} now={now} preview={preview} checkRef={checkRef} uploadProof={proof} upload={uploadFile} onConfigure={onConfigure && (() => onConfigure(step))} />
      <Desc text={page.bottomDesc} testId="flow-bottom-desc" />
      {!last && (
        <div className="flex justify-between gap-3 border-t border-gray-100 pt-4 dark:border-gray-700">
          <button type="button" className={cx(buttonCls('secondary'), !canPrev && 'invisible')} disabled={!canPrev || busy} onClick={() => go(all[at - 1])} data-testid="flow-prev">{t('flowUi.prev')}</button>
          <button type="button" className={buttonCls('primary')} disabled={busy} aria-busy={busy} onClick={next} data-testid="flow-next">{busy ? t('flowUi.submitting') : submitsHere(step) ? t(joins ? 'waitlist.ui.join' : 'flowUi.submit') : t(`flowUi.nextTo.${all[at + 1]}`)}</button>
        </div>
      )}
    </div>
  );
}
