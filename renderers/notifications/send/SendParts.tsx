// Parts both send dialogs show: the cancel/send buttons, and when to send (now, or at a time).
import { useTranslation } from 'react-i18next';
import { buttonCls, inputCls } from '../../form/theme/cls';
import { Choice, Field } from './Field';
import { localInput } from './sendForm';

export function SendButtons({ busy, onClose, onSubmit, testId }: { busy: boolean; onClose: () => void; onSubmit: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className={buttonCls('secondary')} onClick={onClose} disabled={busy}>{t('form.cancel')}</button>
      <button type="button" className={buttonCls('primary')} onClick={onSubmit} disabled={busy} aria-busy={busy} data-testid={testId}>
        {busy ? t('notifications.send.submitting') : t('notifications.send.submit')}
      </button>
    </>
  );
}

/** Now or later with its date-time; `prefix` names the test ids (`${prefix}timing-now`, `${prefix}at`). */
export function TimingField({ timing, at, error, onChange, prefix = '' }: {
  timing: 'now' | 'later'; at: string; error?: string; onChange: (v: { timing: 'now' | 'later'; at?: string }) => void; prefix?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field as="fieldset" label={t('notifications.send.timing')} error={error}>
      <div className="flex flex-wrap items-center gap-2">
        <Choice type="radio" name={`${prefix}send-timing`} checked={timing === 'now'} onChange={() => onChange({ timing: 'now' })} testId={`${prefix}timing-now`}>{t('notifications.send.now')}</Choice>
        <Choice type="radio" name={`${prefix}send-timing`} checked={timing === 'later'} onChange={() => onChange({ timing: 'later', at: at || localInput(10) })} testId={`${prefix}timing-later`}>{t('notifications.send.later')}</Choice>
        {timing === 'later' && (
          <input type="datetime-local" aria-label={t('fields.notificationRecord.scheduledAt')} data-testid={prefix ? `${prefix}at` : 'send-at'} value={at} min={localInput(0)} step={1}
            onChange={(e) => onChange({ timing: 'later', at: e.target.value })} aria-invalid={!!error} className={`${inputCls(!!error)} w-auto py-1.5`} />
        )}
      </div>
    </Field>
  );
}
