// The stat cards the meeting's data settings ask for, each with the rate or growth under its figure,
// and under them the accounts the figures leave out (never registered, or every registration ended).
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid } from '../console/StatCard';
import type { Figures } from './config';

export function FigureCards({ f, cards }: { f: Figures; cards: string[] }) {
  const all: Record<string, ReactElement> = {
    participants: <StatCard key="participants" label={{ t: 'statistics.ui.cards.participants' }} value={f.totalParticipants} icon="users" tone="brand"
      hint={{ t: 'statistics.ui.growth', params: { days: f.growthDays, value: f.growthRate } }} />,
    payment: <StatCard key="payment" label={{ t: 'statistics.ui.cards.payment' }} value={f.paidCount} icon="wallet" tone="green"
      hint={{ t: 'statistics.ui.ofRegistered', params: { value: f.paymentRate } }} />,
    checkin: <StatCard key="checkin" label={{ t: 'statistics.ui.cards.checkin' }} value={f.checkedInCount} icon="key" tone="amber"
      hint={{ t: 'statistics.ui.ofAdmitted', params: { value: f.checkinRate } }} />,
    invoice: <StatCard key="invoice" label={{ t: 'statistics.ui.cards.invoice' }} value={f.invoiceCount} icon="report" tone="slate"
      hint={{ t: 'statistics.ui.ofPaid', params: { value: f.invoiceRate } }} />,
  };
  const shown = cards.filter((c) => all[c]);
  if (!shown.length) return null;
  return (
    <>
      <StatGrid>{shown.map((c) => all[c])}</StatGrid>
      <AccountsApart f={f} />
    </>
  );
}

function AccountsApart({ f }: { f: Figures }) {
  const { t } = useTranslation();
  if (!f.accountsWithoutRegistration && !f.accountsEndedOnly) return null;
  return (
    <p data-accounts-apart className="text-xs text-slate-500 dark:text-slate-400">
      {t('statistics.ui.accountsApart', { never: f.accountsWithoutRegistration, ended: f.accountsEndedOnly })}
    </p>
  );
}
