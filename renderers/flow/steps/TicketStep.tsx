// Ticket step (spec 3 §2.10, §4): the flow's ticket types (set in the registration settings) at the price
// in force now, with places left. While an early-bird window holds, a card shows the early-bird price, the
// regular price struck through and when the early-bird ends (each behind its designer switch); a ticket not on sale now cannot be chosen.
// A sold-out ticket on sale offers its waiting list instead (issue 20): 加入候补 chooses it for the waiting list.
import { useTranslation } from 'react-i18next';
import { offerAt, ticketText, type TicketType } from '@shared/tickets';
import { ticketInfo } from '@shared/designer/ticketDisplay';
import { useLang } from '@runtime/i18n';
import type { StepProps } from '../types';
import { money } from '../money';
import { flowTickets, saleTime } from '../tickets';
import { buttonCls, choiceCard, cx, mutedCls } from '../ui';
import { Empty } from './ChooseRoleStep';

export function TicketStep({ page, data, state, update, now, onConfigure }: StepProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const tickets = flowTickets(data);
  const cur = data.flow.currency;
  const info = ticketInfo(page);
  if (!tickets.length) return <Empty text={t('flowUi.noTickets')} onConfigure={onConfigure} />;
  const why = (s: 'notStarted' | 'ended') => (s === 'notStarted' ? (page.showNotStarted !== false ? t('flowUi.notStarted') : '') : page.showEnded !== false ? t('flowUi.ended') : '');
  return (
    <div role="radiogroup" aria-label={t('flowUi.step.ticket')} className={cx('grid gap-3', page.layout === 'horizontal' ? 'sm:grid-cols-2' : 'grid-cols-1')}>
      {tickets.map((tk: TicketType) => {
        const offer = offerAt(tk, now);
        const left = data.remaining?.tickets?.[tk.name];
        const soldOut = left === 0 || tk.quota === 0;
        const off = offer.state !== 'onSale' || soldOut;
        const price = offer.state === 'onSale' ? offer.price : null;
        const desc = ticketText(tk, 'description', lang);
        const waits = soldOut && offer.state === 'onSale';
        const waiting = waits && state.waitlist === true && state.ticketType === tk.name;
        return (
          <div key={tk.name} className="grid gap-2">
          <button type="button" role="radio" aria-checked={state.ticketType === tk.name && !off} disabled={off} className={choiceCard(state.ticketType === tk.name && !off, off)} onClick={() => update({ ticketType: tk.name, waitlist: false })} data-testid={`ticket-${tk.name}`}>
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-medium text-gray-900 dark:text-gray-100">{ticketText(tk, 'name', lang)}</span>
              {info.price && price !== null && (
                <span className="flex flex-wrap items-baseline justify-end gap-x-2">
                  {info.origin && offer.state === 'onSale' && offer.discounted && <s className={mutedCls} data-testid="ticket-regular">{money(offer.regular, cur)}</s>}
                  <span className="text-base font-semibold text-brand-600 dark:text-brand-100" data-testid="ticket-price">{price === 0 && page.showFree !== false ? t('flowUi.free') : money(price, cur)}</span>
                </span>
              )}
            </span>
            {info.earlyBird && offer.state === 'onSale' && offer.discounted && (
              <span className="mt-1 inline-block rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700 dark:bg-red-500/15 dark:text-red-200" data-testid="ticket-early-bird">
                {t('flowUi.earlyBird', { end: saleTime(offer.discountEnd, data.meeting?.timeZone) })}
              </span>
            )}
            {info.desc && desc && <span className={cx(mutedCls, 'mt-1 block')} data-testid={`ticket-desc-${tk.name}`}>{desc}</span>}
            <span className={cx(mutedCls, 'mt-1 block')}>
              {soldOut ? (page.showSoldOut !== false ? t('flowUi.soldOut') : '') : offer.state !== 'onSale' ? why(offer.state) : info.remain && typeof left === 'number' ? t('flowUi.remain', { n: left }) : ''}
            </span>
            {info.period && tk.saleStart && tk.saleEnd && <span className={cx(mutedCls, 'mt-1 block')} data-testid="ticket-period">{t('flowGaps.period', { from: saleTime(tk.saleStart, data.meeting?.timeZone), to: saleTime(tk.saleEnd, data.meeting?.timeZone) })}</span>}
          </button>
          {waits && (
            <button type="button" aria-pressed={waiting} className={buttonCls(waiting ? 'primary' : 'secondary')} onClick={() => update({ ticketType: tk.name, waitlist: true })} data-testid={`waitlist-${tk.name}`}>
              {t('waitlist.ui.join')}
            </button>
          )}
          {waiting && <p className={mutedCls} data-testid="waitlist-hint">{t('waitlist.ui.joinHint')}</p>}
          </div>
        );
      })}
    </div>
  );
}
