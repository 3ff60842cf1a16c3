// The offline door's verdict on one scan: green with the attendee's name and ticket, or red with why
// (a forged signature, another meeting's code, revoked with its state, an old renewed code, not in the
// list, already in at this door). A card rather than the online door's full screen: the offline
// state and the pending journal stay in sight.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonCls } from '../../form/theme/cls';
import { cx } from '../../console/cls';
import type { Verdict } from './offlineList';

const time = (iso?: string) => (iso ? new Date(iso).toLocaleTimeString() : '');

export function OfflineVerdict({ v, onDismiss }: { v: Verdict; onDismiss(): void }) {
  const { t } = useTranslation();
  const ok = v.kind === 'admitted';
  // Esc clears it, as on the online door (the button says so)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);
  const reason = v.kind === 'revoked' ? t('checkin.offline.why.revoked', { state: v.state === 'disabled' ? t('checkin.offline.disabled') : t(`form.enum.registration.registrationStatus.${v.state}`, { defaultValue: v.state }) })
    : v.kind === 'already' ? (v.at ? t('checkin.offline.why.alreadyAt', { time: time(v.at) }) : t('checkin.offline.why.already'))
    : v.kind === 'admitted' ? '' : t(`checkin.offline.why.${v.kind}`);
  const who = v.kind === 'admitted' || v.kind === 'already' ? v.attendee : null;
  return (
    <div role="status" data-offline-verdict={ok ? 'admitted' : 'refused'} data-reason={v.kind}
      className={cx('space-y-2 rounded-xl p-4 text-white', ok ? 'bg-emerald-700' : 'bg-rose-700')}>
      <p className="text-2xl font-bold">{ok ? t('checkin.offline.admitted') : t('checkin.ui.refused')}</p>
      {who && (
        <p className="text-lg"><span data-field="name">{who[1]}</span>{who[2] ? <span data-field="ticket" className="ml-2 rounded bg-black/20 px-2 text-base">{who[2]}</span> : null}</p>
      )}
      {reason && <p data-scan-message className="font-medium">{reason}</p>}
      <button type="button" data-action="next" onClick={onDismiss} className={buttonCls('secondary')}>{t('checkin.ui.next')}</button>
    </div>
  );
}
