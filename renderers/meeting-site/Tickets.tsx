// `tickets` block: the live ticket types of the meeting's default registration flow (or the one chosen) —
// the price in force, the early-bird price with its window on the meeting's clock, places left, sold out or
// not on sale — and a button that opens the flow. The server decides each ticket's state (its clock, its
// counts); the block only draws it.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@runtime/money';
import { formatInZone } from '@shared/time-zone';
import { ticketText } from '@shared/tickets';
import { useSiteData, useSiteLoad } from './lib/data';
import { Empty, Frame, cardLook, gridCols, type BlockStyle } from './lib/Frame';

export interface TicketsProps {
  title?: string;
  showBanner?: boolean;
  showCustomText?: boolean;
  customText?: string;
  flowId?: number;
  showRemaining?: boolean;
  buttonText?: string;
  style?: BlockStyle;
}

export interface SiteTicket {
  id: number;
  name: string;
  nameEn?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  price: number;
  currency?: string | null;
  discountPrice?: number | null;
  discountStart?: string | null;
  discountEnd?: string | null;
  saleStart?: string | null;
  state: 'onSale' | 'soldOut' | 'notStarted' | 'ended';
  priceNow: number | null;
  discounted: boolean;
  remaining: number | null;
}

export interface SiteTickets {
  flow: { id: number; name: string; currency: string } | null;
  timeZone: string;
  tickets: SiteTicket[];
}

const STATE_LOOK: Record<SiteTicket['state'], string> = {
  onSale: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300',
  soldOut: 'bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-500/10 dark:text-rose-300',
  notStarted: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300',
  ended: 'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-700/60 dark:text-slate-300',
};

export default function Tickets({ flowId = 0, showRemaining = true, buttonText, style, ...frame }: TicketsProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const data = useSiteData();
  const { value, loading } = useSiteLoad<SiteTickets>('tickets', flowId ? { flowId } : undefined);
  const flow = value?.flow ?? null;
  const tickets = value?.tickets ?? [];
  const zone = value?.timeZone;
  const at = (v?: string | null) => (v ? formatInZone(v, zone) ?? v : '');
  const money = (n: number | null | undefined, cur?: string | null) => (n === 0 ? t('siteBlocks.tickets.free') : formatMoney(n, cur ?? flow?.currency, i18n.language));
  const status = (k: SiteTicket) => {
    if (k.state === 'onSale') return showRemaining && k.remaining !== null ? t('siteBlocks.tickets.remaining', { n: k.remaining }) : '';
    if (k.state === 'notStarted' && k.saleStart) return t('siteBlocks.tickets.saleStarts', { start: at(k.saleStart) });
    return t(`siteBlocks.tickets.${k.state}`);
  };
  const open = flow && data?.flowLink ? data.flowLink(flow.id) : undefined;
  const canBuy = tickets.some((k) => k.state === 'onSale');
  return (
    <Frame {...frame} title={frame.title ?? t('siteBlocks.tickets.title')} style={style} testId="site-tickets">
      {!tickets.length ? (
        <Empty text={loading ? t('siteBlocks.loading') : flow ? t('siteBlocks.tickets.empty') : t('siteBlocks.tickets.noFlow')} />
      ) : (
        <>
          <ul className={gridCols(Math.min(tickets.length, 3), 3)}>
            {tickets.map((k) => {
              const shown = k.priceNow ?? k.price;
              const early = typeof k.discountPrice === 'number' && k.discountStart && k.discountEnd;
              const line = status(k);
              return (
                <li key={k.id} data-testid="ticket-card" data-state={k.state} className={`${cardLook} flex flex-col gap-3 p-5 ${k.state === 'onSale' ? '' : 'opacity-80'}`}>
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{ticketText(k, 'name', lang)}</h3>
                    {k.discounted && <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">{t('siteBlocks.tickets.earlyBird')}</span>}
                  </div>
                  <p className="flex flex-wrap items-baseline gap-2">
                    <span className="text-3xl font-bold text-brand-700 dark:text-brand-100" data-testid="ticket-price">{money(shown, k.currency)}</span>
                    {k.discounted && <s className="text-sm text-slate-500 dark:text-slate-400" data-testid="ticket-regular">{t('siteBlocks.tickets.regular', { price: money(k.price, k.currency) })}</s>}
                  </p>
                  {early && (
                    <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="ticket-early-bird">
                      {!k.discounted && <span className="font-medium">{t('siteBlocks.tickets.earlyBird')} {money(k.discountPrice, k.currency)} · </span>}
                      {t('siteBlocks.tickets.earlyBirdWindow', { start: at(k.discountStart), end: at(k.discountEnd) })}
                    </p>
                  )}
                  {ticketText(k, 'description', lang) && <p className="whitespace-pre-line text-sm text-slate-600 dark:text-slate-400">{ticketText(k, 'description', lang)}</p>}
                  {line && <span className={`mt-auto self-start rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset ${STATE_LOOK[k.state]}`} data-testid="ticket-status">{line}</span>}
                </li>
              );
            })}
          </ul>
          {open && (
            <div className="mt-8 flex justify-center">
              {canBuy ? (
                <a href={open} data-testid="tickets-register" className="rounded-full bg-brand-600 px-7 py-3 text-base font-semibold text-white shadow hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                  {buttonText || t('siteBlocks.tickets.register')}
                </a>
              ) : (
                <span className="rounded-full bg-slate-200 px-7 py-3 text-base font-semibold text-slate-500 dark:bg-slate-800 dark:text-slate-400" aria-disabled="true">{buttonText || t('siteBlocks.tickets.register')}</span>
              )}
            </div>
          )}
        </>
      )}
    </Frame>
  );
}
