// The guidance box of a registration card: what happened and what the participant does now, one per
// answer of nextOf (review, pay by transfer, proof in review or refused, pay on site, admitted,
// cancelled — by whom and why —, expired). The e-ticket and the upload button are the card's.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@runtime/money';
import { cx } from '../form/theme/cls';
import { PayToPanel } from '../pay-to/PayToPanel';
import { formatWhen } from '../pay-to/when';
import type { MyRegistration } from './api';
import type { Next } from './next';

const TONE = {
  info: 'bg-brand-50 text-slate-800 ring-brand-600/20 dark:bg-brand-500/10 dark:text-slate-100 dark:ring-brand-500/40',
  warn: 'bg-amber-50 text-amber-900 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-400/30',
  bad: 'bg-rose-50 text-rose-900 ring-rose-600/20 dark:bg-rose-500/10 dark:text-rose-100 dark:ring-rose-400/30',
  good: 'bg-emerald-50 text-emerald-900 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-100 dark:ring-emerald-400/30',
  muted: 'bg-slate-50 text-slate-800 ring-slate-500/20 dark:bg-slate-800/60 dark:text-slate-200 dark:ring-slate-600/40',
};

function Box({ tone, title, children, alert }: { tone: keyof typeof TONE; title: string; children?: ReactNode; alert?: boolean }) {
  return (
    <div role={alert ? 'alert' : undefined} data-testid="next-step" className={cx('space-y-1 rounded-lg p-3 text-sm ring-1 ring-inset', TONE[tone])}>
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}

export function NextStep({ next, reg }: { next: Next; reg: MyRegistration }) {
  const { t, i18n } = useTranslation();
  const k = (key: string, params?: Record<string, unknown>) => t(`myRegistrations.next.${key}`, params ?? {});
  const deadline = formatWhen(reg.paymentDeadline, i18n.language);
  const amount = formatMoney(reg.totalAmount, reg.currency, i18n.language);
  switch (next) {
    case 'review':
      return <Box tone="info" title={k('reviewTitle')}><p>{k('reviewBody')}</p></Box>;
    case 'payTransfer':
      return (
        <div className="space-y-2">
          <Box tone="warn" title={k('payTitle')}><p>{k('payBody')}</p></Box>
          {reg.payTo && <PayToPanel payTo={reg.payTo} />}
        </div>
      );
    case 'proofReview':
      return <Box tone="info" title={k('proofReviewTitle')}><p>{k('proofReviewBody')}</p></Box>;
    case 'proofRejected':
      return (
        <div className="space-y-2">
          <Box tone="bad" title={k('rejectedTitle')} alert>
            {reg.rejectReason && <p data-testid="reject-reason">{k('reason', { reason: t(`form.enum.registration.rejectReason.${reg.rejectReason}`, { defaultValue: reg.rejectReason }) })}</p>}
            {reg.rejectDetails && <p className="whitespace-pre-wrap" data-testid="reject-details">{reg.rejectDetails}</p>}
            <p className="font-medium" data-testid="place-held">{deadline ? k('heldUntil', { deadline }) : k('held')}</p>
          </Box>
          {reg.payTo && <PayToPanel payTo={reg.payTo} />}
        </div>
      );
    case 'paySite':
      return <Box tone="warn" title={k('siteTitle')}><p>{k('siteBody', { amount })}</p></Box>;
    case 'ticket':
      return null;
    case 'checkedIn':
      return <Box tone="good" title={k('checkedInTitle')}><p>{k('checkedInBody')}</p></Box>;
    case 'cancelled': {
      const by = reg.cancelledBy ?? 'participant';
      return (
        <Box tone="muted" title={k(`cancelledBy.${by}`, { defaultValue: k('cancelledBy.participant') })}>
          {reg.cancelReason && <p data-testid="cancel-reason">{k('reason', { reason: reg.cancelReason })}</p>}
          {by !== 'participant' && <p>{k('contact')}</p>}
        </Box>
      );
    }
    case 'expired':
      return (
        <Box tone="bad" title={k('expiredTitle')}>
          <p>{deadline ? k('expiredBodyAt', { deadline }) : k('expiredBody')}</p>
          <p>{k('contact')}</p>
        </Box>
      );
  }
}
