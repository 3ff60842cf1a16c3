// The send-notification dialog (800 px): title, content (or a template's), the delivery type, who
// receives it (everyone, roles, picked users) and when (now or at a time). Checked like the server
// checks it; the server's field messages show under the same fields.
import { useTranslation } from 'react-i18next';
import { inputCls } from '../../form/theme/cls';
import { enumLabel } from '../../form/theme/labels';
import { Modal } from '../Modal';
import { Choice, Field } from './Field';
import { checkSend, initialSend, type SendState } from './sendForm';
import { SendButtons, TimingField } from './SendParts';
import { toggle, useSendForm } from './useSendForm';
import { UserPicker, type PickUser } from './UserPicker';

const CHANNELS = ['SYSTEM', 'EMAIL', 'SMS'];
const TARGETS = ['ALL_USERS', 'ROLE_BASED', 'SPECIFIC_USERS'] as const;

export interface TemplateChoice { id: number; name: string; title: string; content: string }

export interface SendDialogProps {
  open: boolean;
  schemaId: string;
  width?: number;
  roles: string[];
  templates?: TemplateChoice[];
  users: PickUser[];
  usersState: 'loading' | 'error' | 'ready';
  /** rejects with `errors: [{ path, message }]` to show the server's messages under the fields */
  onSubmit: (s: SendState) => Promise<void>;
  onClose: () => void;
  /** a state to start from (stories) */
  initial?: Partial<SendState>;
  /** check the starting state at once, as a first send would (stories) */
  checkAtOnce?: boolean;
}

export function SendDialog(p: SendDialogProps) {
  const { t } = useTranslation();
  const { s, set, errors, busy, submit } = useSendForm<SendState>({
    open: p.open, start: () => ({ ...initialSend(), ...p.initial }), check: (x) => checkSend(p.schemaId, x), onSubmit: p.onSubmit, checkAtOnce: p.checkAtOnce,
  });
  const footer = <SendButtons busy={busy} onClose={p.onClose} onSubmit={submit} testId="send-submit" />;
  return (
    <Modal open={p.open} onClose={p.onClose} title={t('notifications.send.title')} width={p.width ?? 800} footer={footer} testId="send-dialog">
      <div className="grid gap-5">
        {!!p.templates?.length && (
          <Field id="send-template" label={t('notifications.send.template')}>
            <select id="send-template" defaultValue="" className={inputCls(false)}
              onChange={(e) => { const tpl = p.templates!.find((x) => String(x.id) === e.target.value); if (tpl) set({ title: tpl.title, content: tpl.content }); }}>
              <option value="">{t('notifications.send.noTemplate')}</option>
              {p.templates.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
            </select>
          </Field>
        )}
        <Field id="send-title" label={t('fields.notificationRecord.title')} required error={errors.title}>
          <input id="send-title" value={s.title} onChange={(e) => set({ title: e.target.value })} maxLength={200} aria-invalid={!!errors.title} className={inputCls(!!errors.title)} />
        </Field>
        <Field id="send-content" label={t('fields.notificationRecord.content')} required error={errors.content}>
          <textarea id="send-content" rows={5} value={s.content} onChange={(e) => set({ content: e.target.value })} aria-invalid={!!errors.content} className={inputCls(!!errors.content)} />
        </Field>
        <Field as="fieldset" label={t('fields.notificationRecord.type')} required error={errors.type} hint={t('notifications.send.firstOnly')}>
          <div className="flex flex-wrap gap-2">
            {CHANNELS.map((c) => (
              <Choice key={c} type="checkbox" name="send-type" checked={s.channels.includes(c)} onChange={() => set({ channels: toggle(s.channels, c) })} testId={`channel-${c}`}>
                {enumLabel(t, 'notificationRecord.type', c)}
              </Choice>
            ))}
          </div>
        </Field>
        <Field as="fieldset" label={t('fields.notificationRecord.targetType')} required error={errors.targetType}>
          <div className="flex flex-wrap gap-2">
            {TARGETS.map((v) => (
              <Choice key={v} type="radio" name="send-target" checked={s.targetType === v} onChange={() => set({ targetType: v })} testId={`target-${v}`}>
                {enumLabel(t, 'notificationRecord.targetType', v)}
              </Choice>
            ))}
          </div>
        </Field>
        {s.targetType === 'ROLE_BASED' && (
          <Field as="fieldset" label={t('fields.notificationRecord.targetRoles')} required error={errors.targetRoles}>
            <div className="flex flex-wrap gap-2">
              {p.roles.map((r) => (
                <Choice key={r} type="checkbox" name="send-roles" checked={s.roles.includes(r)} onChange={() => set({ roles: toggle(s.roles, r) })} testId={`role-${r}`}>
                  {enumLabel(t, 'user.role', r)}
                </Choice>
              ))}
            </div>
          </Field>
        )}
        {s.targetType === 'SPECIFIC_USERS' && (
          <Field as="fieldset" label={t('fields.notificationRecord.targetUserIds')} required error={errors.targetUserIds}>
            <UserPicker users={p.users} state={p.usersState} selected={s.userIds} onChange={(userIds) => set({ userIds })} invalid={!!errors.targetUserIds} />
          </Field>
        )}
        <TimingField timing={s.timing} at={s.at} error={errors.scheduledAt} onChange={set} />
        {errors.form && <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">{errors.form}</p>}
      </div>
    </Modal>
  );
}
