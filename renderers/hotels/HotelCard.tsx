// One hotel: its picture and facts, on/off shelf, edit, add room type, view guests, delete, and its
// room types below.
import { useTranslation } from 'react-i18next';
import { confirm } from '../console/confirmStore';
import type { Row } from './config';
import type { useHotelActions } from './useHotelActions';
import { RoomTypeList } from './RoomTypeList';
import { cardFacts } from './cardFacts';
import type { ColumnRef } from '../table/listSpec';
import { badge, checkbox, cx, dangerBtn, smallBtn } from './ui';

interface Props {
  hotel: Row;
  selected: boolean;
  onSelect: () => void;
  actions: ReturnType<typeof useHotelActions>;
  onEdit: () => void;
  onPayments?: () => void;
  onAddRoom: () => void;
  onEditRoom: (room: Row) => void;
  onGuests?: () => void;
  /** the facts under the header (the screen's columns); none: hotel.json's x-list */
  facts?: ColumnRef[];
}

export function HotelCard({ hotel: h, selected, onSelect, actions, onEdit, onPayments, onAddRoom, onEditRoom, onGuests, facts: columns }: Props) {
  const { t } = useTranslation();
  const on = h.status === 'active';
  const cover = (h.images ?? [])[0] as string | undefined;
  const facts = cardFacts(t, h, columns);
  const remove = async () => {
    if (await confirm({ title: { t: 'hotels.ui.deleteTitle' }, message: { t: 'hotels.ui.deleteConfirm', params: { name: h.name } }, danger: true })) await actions.deleteHotel(h.id);
  };
  return (
    <article className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800" data-hotel={h.name}>
      <header className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row dark:border-slate-800">
        <div className="flex items-start gap-3">
          {actions.can.batchHotels && <input type="checkbox" className={cx(checkbox, 'mt-1')} aria-label={h.name} checked={selected} onChange={onSelect} />}
          <div className="h-16 w-24 shrink-0 overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
            {cover && <img src={cover} alt="" className="h-full w-full object-cover" />}
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-semibold text-slate-900 dark:text-white">{h.name}</h3>
            <span className={badge(on)} data-testid="hotel-status">{t(on ? 'hotels.ui.statusActive' : 'hotels.ui.statusInactive')}</span>
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{h.address} · {h.frontDeskPhone}</p>
          <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
            {t('hotels.ui.checkTimes', { in: h.earliestCheckin, out: h.latestCheckout })} · {t('hotels.ui.bookingWindow', { start: h.bookingStartTime, end: h.bookingEndTime })}
          </p>
          {facts.length > 0 && (
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-slate-500 dark:text-slate-400" data-testid="hotel-facts">
              {facts.map((f) => (
                <div key={f.key} className="flex min-w-0 gap-1" data-fact={f.key}>
                  <dt>{f.label}</dt>
                  <dd className="truncate text-slate-700 dark:text-slate-200">{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-1 sm:max-w-[22rem] sm:justify-end">
          {actions.can.toggleHotel && <button type="button" className={smallBtn} onClick={() => void actions.toggleHotel(h)} data-action="toggle-hotel">{t(on ? 'hotels.ui.offShelf' : 'hotels.ui.onShelf')}</button>}
          {actions.can.editHotel && <button type="button" className={smallBtn} onClick={onEdit} data-action="edit-hotel">{t('hotels.ui.edit')}</button>}
          {onPayments && <button type="button" className={smallBtn} onClick={onPayments} data-action="hotel-payments">{t('hotels.ui.paymentShort')}</button>}
          {actions.can.addRoom && <button type="button" className={smallBtn} onClick={onAddRoom} data-action="add-room">+ {t('hotels.ui.addRoom')}</button>}
          {onGuests && <button type="button" className={smallBtn} onClick={onGuests} data-action="guests">{t('hotels.ui.viewGuests')}</button>}
          {actions.can.deleteHotel && <button type="button" className={dangerBtn} onClick={() => void remove()} data-action="delete-hotel">{t('hotels.ui.delete')}</button>}
        </div>
      </header>
      <RoomTypeList rooms={h.roomTypes ?? []} actions={actions} onEdit={onEditRoom} />
    </article>
  );
}
