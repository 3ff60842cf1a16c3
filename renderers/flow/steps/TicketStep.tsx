// Ticket step (spec 3 §2.10, §4): the price table (time columns × ticket rows, the current column
// marked) and the ticket choices at today's price with places left; a row without a price now cannot be chosen.
import { useTranslation } from 'react-i18next';
import { activeColumn, priceNow, readPrice, saleState, type PriceRow, type TimeColumn } from '@shared/designer/price';
import { discountNow, ticketInfo } from '@shared/designer/ticketDisplay';
import { textIn } from '@shared/bilingual';
import { useLang } from '@runtime/i18n';
import type { StepProps } from '../types';
import { money } from '../money';
import { choiceCard, cx, mutedCls } from '../ui';
import { Empty } from './ChooseRoleStep';

export const ticketRows = (page: StepProps['page']): PriceRow[] => (Array.isArray(page.priceRows) ? page.priceRows : []).filter((r: PriceRow) => r?.type?.trim());

/** "2026.05.01 09:00" (spec 3 §5 display format) */
const shortTime = (s?: string) => (s ?? '').replace(/^(\d{4})[-./](\d{2})[-./](\d{2})[ T]?(\d{2}:\d{2})?.*$/, (_m, y, mo, d, hm) => `${y}.${mo}.${d}${hm ? ` ${hm}` : ''}`);

export function TicketStep({ page, data, state, update, now, onConfigure }: StepProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const rows = ticketRows(page);
  const cols: TimeColumn[] = Array.isArray(page.timeColumns) ? page.timeColumns : [];
  const extras: string[] = Array.isArray(page.priceColumns) ? page.priceColumns : [];
  const active = activeColumn(cols, now);
  const cur = data.flow.currency;
  const sale = saleState(cols, now);
  const info = ticketInfo(page);
  const saleText = sale === 'notStarted' ? (page.showNotStarted !== false ? t('flowUi.notStarted') : '') : sale === 'ended' ? (page.showEnded !== false ? t('flowUi.ended') : '') : t('flowUi.notOnSale');
  if (!rows.length) return <Empty text={t('flowUi.noTickets')} onConfigure={onConfigure} />;
  return (
    <div className="space-y-4">
      {/* focusable: on a phone the table scrolls sideways, and a keyboard must be able to scroll it too */}
      {!page.hidePrice && (
        <div tabIndex={0} className="overflow-x-auto rounded-lg border border-gray-200 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-gray-700">
          <table className="w-full min-w-[420px] text-sm" data-testid="price-table">
            <thead className="bg-gray-50 text-left text-gray-600 dark:bg-gray-800 dark:text-gray-300">
              <tr>
                <th className="px-3 py-2 font-medium">{t('flowUi.ticketType')}</th>
                {cols.map((c) => (
                  <th key={c.key} className={cx('px-3 py-2 font-medium', active?.key === c.key && 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-100')}>
                    <span className="block">{textIn(c, 'label', lang) || c.key}</span>
                    <span className="block text-xs font-normal">{shortTime(c.range?.[0])} – {shortTime(c.range?.[1])}</span>
                  </th>
                ))}
                {extras.map((x) => <th key={x} className="px-3 py-2 font-medium">{x}</th>)}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 text-gray-800 dark:divide-gray-700 dark:text-gray-200">
              {rows.map((r) => (
                <tr key={r.type}>
                  <td className="px-3 py-2">{textIn(r, 'type', lang)}</td>
                  {cols.map((c) => <td key={c.key} className={cx('px-3 py-2', active?.key === c.key && 'font-semibold')}>{money(readPrice(r.prices?.[c.key]), cur)}</td>)}
                  {extras.map((x) => <td key={x} className="px-3 py-2">{(r as any).extras?.[x] ?? ''}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div role="radiogroup" aria-label={t('flowUi.step.ticket')} className={cx('grid gap-3', page.layout === 'horizontal' ? 'sm:grid-cols-2' : 'grid-cols-1')}>
        {rows.map((r) => {
          const price = priceNow(r, cols, now);
          const left = data.remaining?.tickets?.[r.type];
          const off = price === null || left === 0 || r.amount === 0;
          const saved = page.showDiscountPrice === true && info.price ? discountNow(r, cols, now) : null;
          return (
            <button key={r.type} type="button" role="radio" aria-checked={state.ticketType === r.type} disabled={off} className={choiceCard(state.ticketType === r.type, off)} onClick={() => update({ ticketType: r.type })} data-testid={`ticket-${r.type}`}>
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-medium text-gray-900 dark:text-gray-100">{textIn(r, 'type', lang)}</span>
                {info.price && <span className="text-base font-semibold text-brand-600 dark:text-brand-100">{price === 0 && page.showFree !== false ? t('flowUi.free') : money(price, cur)}</span>}
              </span>
              {page.showOriginPrice && r.originPrice !== undefined && <span className={cx(mutedCls, 'line-through')}>{money(r.originPrice, cur)}</span>}
              {saved !== null && <span className={cx('mt-1 inline-block rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-600 dark:bg-red-500/15 dark:text-red-300', page.showOriginPrice && r.originPrice !== undefined && 'ml-2')} data-testid="ticket-saved">{t('flowGaps.saved', { amount: money(saved, cur) })}</span>}
              {info.desc && r.desc && <span className={cx(mutedCls, 'mt-1 block')} data-testid={`ticket-desc-${r.type}`}>{textIn(r, 'desc', lang)}</span>}
              <span className={cx(mutedCls, 'mt-1 block')}>
                {left === 0 || r.amount === 0 ? (page.showSoldOut !== false ? t('flowUi.soldOut') : '') : price === null ? saleText : info.remain && typeof left === 'number' ? t('flowUi.remain', { n: left }) : ''}
              </span>
              {info.period && active && <span className={cx(mutedCls, 'mt-1 block')} data-testid="ticket-period">{t('flowGaps.period', { from: shortTime(active.range?.[0]), to: shortTime(active.range?.[1]) })}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
