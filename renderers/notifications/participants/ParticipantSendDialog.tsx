// The dialog that messages a meeting's participants: the meeting, who (everyone with an active
// registration, ticket types, registration states, payment statuses, chosen people) with the server's
// count of whom it reaches, the channel beside the in-app notification, the Chinese text and an
// optional English one (for participants who read English), now or at a time. Checked as the server
// checks it; the server's messages show under the same fields.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { inputCls } from '../../form/theme/cls';
import { enumLabel } from '../../form/theme/labels';
import { Modal } from '../Modal';
import { Choice, Field } from '../send/Field';
import { SendButtons, TimingField } from '../send/SendParts';
import { toggle, useSendForm } from '../send/useSendForm';
import { UserPicker, type PickUser } from '../send/UserPicker';
import type { TemplateChoice } from '../send/SendDialog';
import { AUDIENCE_KINDS, CHANNELS, checkParticipantSend, initialParticipantSend, type ParticipantSendState } from './participantForm';

export interface AudienceOptions { tickets: Array<{ name: string; count: number }>; registrationStatuses: string[]; paymentStatuses: string[] }
export interface Preview { count: number; withEmail: number; withPhone: number; english: number }
type Loadable = 'loading' | 'error' | 'ready';

export interface ParticipantSendDialogProps {
  open: boolean;
  schemaId: string;
  width?: number;
  meetings: Array<{ id: number; title: string }>;
  meetingsState: Loadable;
  /** the chosen meeting's ticket types, states and payment statuses */
  options: AudienceOptions | null;
  people: PickUser[];
  peopleState: Loadable;
  onPeopleSearch?: (q: string) => void;
  /** how many the current audience reaches (the server's count) */
  preview: Preview | null;
  previewState: Loadable | 'idle';
  templates?: Array<TemplateChoice & { titleEn?: string | null; contentEn?: string | null }>;
  /** every change, so the caller loads options, people and the preview for it */
  onChange?: (s: ParticipantSendState) => void;
  /** rejects with `errors: [{ path, message }]` to show the server's messages under the fields */
  onSubmit: (s: ParticipantSendState) => Promise<void>;
  onClose: () => void;
  initial?: Partial<ParticipantSendState>;
  checkAtOnce?: boolean;
}

const optionLabel: Record<string, string> = { registrationStatus: 'registration.registrationStatus', paymentStatus: 'participant.paymentStatus' };

export function ParticipantSendDialog(p: ParticipantSendDialogProps) {
  const { t } = useTranslation();
  const { s, set, errors, busy, submit } = useSendForm<ParticipantSendState>({
    open: p.open, start: () => ({ ...initialParticipantSend(), ...p.initial }), check: (x) => checkParticipantSend(p.schemaId, x), onSubmit: p.onSubmit, checkAtOnce: p.checkAtOnce,
  });
  useEffect(() => p.onChange?.(s), [s]); // eslint-disable-line react-hooks/exhaustive-deps

  const checks = (name: string, values: string[], chosen: string[], key: 'tickets' | 'states' | 'payments', label: (v: string) => string) => (
    <div className="flex flex-wrap gap-2">
      {values.map((v) => (
        <Choice key={v} type="checkbox" name={name} checked={chosen.includes(v)} onChange={() => set({ [key]: toggle(chosen, v) })} testId={`${name}-${v}`}>{label(v)}</Choice>
      ))}
    </div>
  );
  const o = p.options;
  const values = (() => {
    if (!s.meetingId || s.kind === 'all') return s.kind === 'all' ? <p className="text-sm text-slate-500 dark:text-slate-400">{t('notifications.participants.allHint')}</p> : null;
    if (s.kind === 'participants') {
      return <UserPicker users={p.people} state={p.peopleState} selected={s.people} onChange={(people) => set({ people })} invalid={!!errors.audience}
        onSearch={p.onPeopleSearch} texts={{ search: t('notifications.participants.searchPeople'), empty: t('notifications.participants.peopleEmpty') }} />;
    }
    if (!o) return <p role="status" className="text-sm text-slate-500">{t('http.loading')}</p>;
    if (s.kind === 'ticket') {
      return o.tickets.length
        ? checks('audience-ticket', o.tickets.map((x) => x.name), s.tickets, 'tickets', (v) => `${v} · ${t('notifications.participants.ticketCount', { count: o.tickets.find((x) => x.name === v)?.count ?? 0 })}`)
        : <p className="text-sm text-slate-500 dark:text-slate-400">{t('notifications.participants.noTickets')}</p>;
    }
    if (s.kind === 'registrationStatus') return checks('audience-state', o.registrationStatuses, s.states, 'states', (v) => enumLabel(t, optionLabel.registrationStatus, v));
    return checks('audience-payment', o.paymentStatuses, s.payments, 'payments', (v) => enumLabel(t, optionLabel.paymentStatus, v));
  })();
  const pv = p.preview;
  const previewText = !s.meetingId ? null
    : p.previewState === 'loading' ? t('notifications.participants.previewLoading')
    : p.previewState === 'error' ? t('notifications.participants.previewFailed')
    : pv && p.previewState === 'ready' ? (pv.count ? t('notifications.participants.preview', { ...pv }) : t('notifications.participants.previewEmpty')) : null;

  const footer = <SendButtons busy={busy} onClose={p.onClose} onSubmit={submit} testId="participant-send-submit" />;
  const text = (id: keyof ParticipantSendState, label: string, required: boolean, rows?: number) => {
    const v = String(s[id] ?? '');
    const common = { id: `ps-${id}`, value: v, 'aria-invalid': !!errors[id], className: inputCls(!!errors[id]) };
    return (
      <Field id={`ps-${id}`} label={label} required={required} error={errors[id]}>
        {rows ? <textarea {...common} rows={rows} onChange={(e) => set({ [id]: e.target.value })} /> : <input {...common} maxLength={200} onChange={(e) => set({ [id]: e.target.value })} />}
      </Field>
    );
  };
  return (
    <Modal open={p.open} onClose={p.onClose} title={t('notifications.participants.title')} width={p.width ?? 800} footer={footer} testId="participant-send-dialog">
      <div className="grid gap-5">
        <Field id="ps-meeting" label={t('notifications.participants.meeting')} required error={errors.meetingId}>
          <select id="ps-meeting" value={s.meetingId ?? ''} aria-invalid={!!errors.meetingId} className={inputCls(!!errors.meetingId)} disabled={p.meetingsState !== 'ready'}
            onChange={(e) => set({ meetingId: e.target.value ? Number(e.target.value) : null, tickets: [], states: [], payments: [], people: [] })}>
            <option value="">{p.meetingsState === 'error' ? t('notifications.participants.meetingsUnavailable') : p.meetingsState === 'loading' ? t('http.loading') : t('notifications.participants.chooseMeeting')}</option>
            {p.meetings.map((m) => <option key={m.id} value={m.id}>{m.title}</option>)}
          </select>
        </Field>
        <Field as="fieldset" label={t('notifications.participants.audience')} required error={errors.audience}>
          <div className="mb-3 flex flex-wrap gap-2">
            {AUDIENCE_KINDS.map((k) => (
              <Choice key={k} type="radio" name="ps-kind" checked={s.kind === k} onChange={() => set({ kind: k })} testId={`audience-${k}`}>{t(`notifications.participants.kinds.${k}`)}</Choice>
            ))}
          </div>
          {values}
          {previewText && <p role="status" data-testid="audience-preview" className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">{previewText}</p>}
        </Field>
        <Field as="fieldset" label={t('notifications.participants.channel')} required error={errors.type} hint={t('notifications.participants.channelHint')}>
          <div className="flex flex-wrap gap-2">
            {CHANNELS.map((c) => (
              <Choice key={c} type="radio" name="ps-channel" checked={s.channel === c} onChange={() => set({ channel: c })} testId={`ps-channel-${c}`}>{t(`notifications.participants.channels.${c}`)}</Choice>
            ))}
          </div>
        </Field>
        {!!p.templates?.length && (
          <Field id="ps-template" label={t('notifications.send.template')}>
            <select id="ps-template" defaultValue="" className={inputCls(false)}
              onChange={(e) => { const x = p.templates!.find((y) => String(y.id) === e.target.value); if (x) set({ title: x.title, content: x.content, titleEn: x.titleEn ?? '', contentEn: x.contentEn ?? '' }); }}>
              <option value="">{t('notifications.send.noTemplate')}</option>
              {p.templates.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
            </select>
          </Field>
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <section className="grid content-start gap-3" aria-label={t('notifications.participants.zh')}>
            <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{t('notifications.participants.zh')}</h3>
            {text('title', t('fields.notificationRecord.title'), true)}
            {text('content', t('fields.notificationRecord.content'), true, 5)}
          </section>
          <section className="grid content-start gap-3" aria-label={t('notifications.participants.en')}>
            <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{t('notifications.participants.en')}</h3>
            {text('titleEn', t('fields.notificationRecord.titleEn'), false)}
            {text('contentEn', t('fields.notificationRecord.contentEn'), false, 5)}
          </section>
        </div>
        <p className="-mt-3 text-xs text-slate-500 dark:text-slate-400">{t('notifications.participants.enHint')}</p>
        <TimingField timing={s.timing} at={s.at} error={errors.scheduledAt} onChange={set} prefix="ps-" />
        {errors.form && <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">{errors.form}</p>}
      </div>
    </Modal>
  );
}
