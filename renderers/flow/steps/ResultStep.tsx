// Pending review and success: the designed title, text and buttons (home, personal centre, a link).
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../types';
import { buttonCls, cx } from '../ui';
import { Desc } from './Desc';
import { safeLink } from '@shared/links';

export interface FlowButton { label: string; action?: string; url?: string; type?: string }

export function buttonHref(b: FlowButton, meetingId: string | number): string | undefined {
  if (b.action === 'home') return '/';
  if (b.action === 'participantCenter') return `/participant-center/${meetingId}`;
  if (b.action === 'link' && b.url && /^(https?:\/\/|\/)/.test(b.url) && safeLink(b.url)) return b.url;
  return undefined;
}

export function ResultStep({ page, data, state, kind }: StepProps & { kind: 'pending' | 'success' }) {
  const { t } = useTranslation();
  const buttons: FlowButton[] = Array.isArray(page.btnList) && page.btnList.length ? page.btnList : [{ label: t('flowUi.toCentre'), action: 'participantCenter', type: 'primary' }];
  return (
    <div className="space-y-4 py-6 text-center" data-testid={`result-${kind}`}>
      <div className={cx('mx-auto flex h-14 w-14 items-center justify-center rounded-full text-2xl', kind === 'success' ? 'bg-green-100 text-green-600 dark:bg-green-900/40 dark:text-green-300' : 'bg-amber-100 text-amber-600 dark:bg-amber-900/40 dark:text-amber-300')} aria-hidden>
        {kind === 'success' ? '✓' : '…'}
      </div>
      <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">{page.title || t(`flowUi.result.${kind}Title`)}</h2>
      <Desc text={page.desc || t(`flowUi.result.${kind}Desc`)} />
      {state.registration?.registrationNo ? <p className="text-sm text-gray-500 dark:text-gray-400">{t('flowUi.registrationNo', { no: String(state.registration.registrationNo) })}</p> : null}
      <div className={cx('flex flex-wrap justify-center gap-2', page.btnLayout === 'vertical' && 'flex-col items-center')}>
        {buttons.map((b) => {
          const href = buttonHref(b, data.meeting.id);
          return href ? <a key={b.label} href={href} className={buttonCls(b.type === 'default' ? 'secondary' : 'primary')}>{b.label}</a> : <span key={b.label} className={buttonCls('secondary')}>{b.label}</span>;
        })}
      </div>
    </div>
  );
}
