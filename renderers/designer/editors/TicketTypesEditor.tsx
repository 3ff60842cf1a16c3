// The ticket page's tickets (spec 3 §2.10): the flow's ticket types, set in the registration settings (one
// source of truth, schemas/entities/ticket-type.json); the designer lists them and links there to edit.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { offerAt, ticketText, type TicketType } from '@shared/tickets';
import { useLang } from '@runtime/i18n';
import { money } from '../../flow/money';
import { saleTime } from '../../flow/tickets';
import { linkBtn, Section } from './ui';

export interface DesignerTickets { tickets: TicketType[] | null; currency?: string; editTo: string; now?: number }
export const DesignerTicketsContext = createContext<DesignerTickets>({ tickets: null, editTo: '' });

export function TicketTypesEditor() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { tickets, currency, editTo, now = Date.now() } = useContext(DesignerTicketsContext);
  const edit = <a className={linkBtn} href={editTo} data-testid="designer-edit-tickets">{t('designer.tickets.edit')}</a>;
  return (
    <Section title={t('designer.tickets.title')} actions={edit}>
      {tickets === null ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{t('table.loading')}</p>
      ) : !tickets.length ? (
        <p className="text-sm text-gray-600 dark:text-gray-300" data-testid="designer-no-tickets">{t('designer.tickets.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100 text-sm dark:divide-gray-700" data-testid="designer-tickets">
          {tickets.map((tk) => {
            const o = offerAt(tk, now);
            return (
              <li key={tk.name} className="py-1.5">
                <span className="flex justify-between gap-2">
                  <span className="font-medium text-gray-900 dark:text-gray-100">{ticketText(tk, 'name', lang)}</span>
                  <span className="text-gray-800 dark:text-gray-200">
                    {money(tk.price, currency)}
                    {typeof tk.discountPrice === 'number' && <span className="ml-2 text-red-700 dark:text-red-300">{t('designer.tickets.earlyBird', { price: money(tk.discountPrice, currency) })}</span>}
                  </span>
                </span>
                <span className="block text-xs text-gray-600 dark:text-gray-300">
                  {saleTime(tk.saleStart)} – {saleTime(tk.saleEnd)} · {o.state === 'onSale' ? t('designer.tickets.onSale') : o.state === 'notStarted' ? t('flowUi.notStarted') : t('flowUi.ended')}
                  {typeof tk.quota === 'number' ? ` · ${t('designer.tickets.quota', { n: tk.quota })}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
