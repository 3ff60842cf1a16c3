// Hotel step (spec 3 §4, §5): need a hotel or not; choosing a hotel resets room, dates and
// requirements, choosing a room resets dates and requirements; check-in from today, checkout later
// (else the warning and checkout cleared); nights rounded up; requirements at most 200 characters. A full
// room type offers its waiting list (issue 20): chosen, the stay is asked for as usual and the flow's last
// step joins the line with it.
import { useTranslation } from 'react-i18next';
import { REQUIREMENTS_MAX, stayNights, todayIso } from '@shared/designer/price';
import { toast } from '@runtime/toast';
import type { Hotel, StepProps, Stay } from '../types';
import { money } from '../money';
import { buttonCls, cardCls, choiceCard, cx, inputCls, labelCls, mutedCls } from '../ui';
import { Empty } from './ChooseRoleStep';
import { HotelPayNote } from './HotelPayNote';
import { paidWithRegistration } from '@shared/hotel-payment';

/** The first picture of a hotel (a JSON list, a list or one address), or none. */
export function hotelImage(h: Hotel): string | undefined {
  let v = h.image;
  if (typeof v === 'string' && v.trim().startsWith('[')) {
    try { v = JSON.parse(v); } catch { /* a plain address */ }
  }
  const first = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' && first.trim() ? first : undefined;
}

export function HotelStep({ page, data, state, update, now }: StepProps) {
  const { t } = useTranslation();
  const stay = state.hotel;
  const set = (patch: Partial<Stay>) => update({ hotel: { ...stay, ...patch } });
  const hotel = data.hotels.find((h) => String(h.id) === String(stay.hotelId));
  const room = hotel?.roomTypes.find((r) => String(r.id) === String(stay.roomTypeId));
  const today = todayIso(now);
  const nights = stayNights(stay.checkinDate, stay.checkoutDate);
  const setCheckout = (v: string) => {
    if (v && stay.checkinDate && stayNights(stay.checkinDate, v) === 0) {
      toast.warning(t('flowUi.checkoutAfterCheckin'));
      return set({ checkoutDate: undefined });
    }
    set({ checkoutDate: v || undefined });
  };
  const setCheckin = (v: string) => set({ checkinDate: v || undefined, ...(v && stay.checkoutDate && stayNights(v, stay.checkoutDate) === 0 ? { checkoutDate: undefined } : {}) });

  if (!data.hotels.length) return <Empty text={t('flowUi.noHotels')} />;
  return (
    <div className="space-y-4">
      <label className="flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-100">
        <input type="checkbox" className="h-4 w-4" checked={stay.needHotel} onChange={(e) => update({ hotel: { needHotel: e.target.checked } })} data-testid="need-hotel" />
        {t('flowUi.needHotel')}
      </label>
      {stay.needHotel && (
        <>
          <div className="grid gap-3 sm:grid-cols-2" role="radiogroup" aria-label={t('flowUi.chooseHotel')}>
            {data.hotels.map((h) => (
              <button key={h.id} type="button" role="radio" aria-checked={hotel?.id === h.id} className={choiceCard(hotel?.id === h.id)} onClick={() => update({ hotel: { needHotel: true, hotelId: h.id } })} data-testid={`hotel-${h.id}`}>
                {page.showHotelImages !== false && <img src={hotelImage(h) ?? '/hotel-placeholder.svg'} alt="" className="mb-2 h-28 w-full rounded-md bg-gray-100 object-cover dark:bg-gray-700" loading="lazy" />}
                <span className="block font-medium text-gray-900 dark:text-gray-100">{h.name}</span>
                {page.showHotelDetails !== false && h.address && <span className={cx(mutedCls, 'block')}>{h.address}</span>}
              </button>
            ))}
          </div>
          {hotel && (
            <div className={cx(cardCls, 'space-y-4')}>
              {page.showHotelDetails !== false && (hotel.bookingNotice || hotel.description) && <p className={cx(mutedCls, 'whitespace-pre-line')}>{hotel.bookingNotice || hotel.description}</p>}
              {page.showHotelDetails !== false && (hotel.earliestCheckin || hotel.latestCheckout) && <p className={mutedCls}>{t('flowUi.hotelTimes', { checkin: hotel.earliestCheckin ?? '—', checkout: hotel.latestCheckout ?? '—' })}</p>}
              {/* a hotel paid only with the registration (every hotel before it had methods) needs no note */}
              {hotel.paymentMethods?.some((m) => m !== 'withRegistration') && <HotelPayNote hotel={hotel} separate={!paidWithRegistration(hotel.paymentMethods)} />}
              <div role="radiogroup" aria-label={t('flowUi.chooseRoom')} className="grid gap-2">
                {hotel.roomTypes.map((r) => {
                  const full = r.remaining === 0;
                  // a full room type's waiting list: chosen beside the card, the stay asked for below as for any room
                  const waiting = full && state.roomWaitlist === true && room?.id === r.id;
                  const pick = (roomWaitlist: boolean) => update({ hotel: { needHotel: true, hotelId: stay.hotelId, roomTypeId: r.id }, roomWaitlist });
                  return (
                    <div key={r.id} className="grid gap-2">
                    <button type="button" role="radio" aria-checked={room?.id === r.id && !full} disabled={full} className={choiceCard(room?.id === r.id && !full, full)} onClick={() => pick(false)} data-testid={`room-${r.id}`}>
                      <span className="flex justify-between gap-2">
                        <span className="font-medium text-gray-900 dark:text-gray-100">{r.name}</span>
                        <span className="font-semibold text-brand-600 dark:text-brand-100">{money(Number(r.price), data.flow.currency)}{t('flowUi.perNight')}</span>
                      </span>
                      {page.showRoomTypes !== false && <span className={cx(mutedCls, 'block')}>{[r.bedType && t(`flowUi.bed.${r.bedType}`, { defaultValue: r.bedType }), r.capacity && t('flowUi.guests', { n: r.capacity }), full ? t('flowUi.soldOut') : typeof r.remaining === 'number' ? t('flowUi.remain', { n: r.remaining }) : ''].filter(Boolean).join(' · ')}</span>}
                    </button>
                    {full && (
                      <button type="button" aria-pressed={waiting} className={buttonCls(waiting ? 'primary' : 'secondary')} onClick={() => pick(true)} data-testid={`room-waitlist-${r.id}`}>
                        {t('waitlist.ui.roomJoin')}
                      </button>
                    )}
                    {waiting && <p className={mutedCls} data-testid="room-waitlist-hint">{t('waitlist.ui.roomJoinHint')}</p>}
                    </div>
                  );
                })}
              </div>
              {room && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <label className="block">
                    <span className={labelCls}>{t('flowUi.checkin')}</span>
                    <input type="date" className={inputCls()} min={today} value={stay.checkinDate ?? ''} onChange={(e) => setCheckin(e.target.value)} data-testid="checkin" />
                  </label>
                  <label className="block">
                    <span className={labelCls}>{t('flowUi.checkout')}</span>
                    <input type="date" className={inputCls()} min={stay.checkinDate ?? today} value={stay.checkoutDate ?? ''} onChange={(e) => setCheckout(e.target.value)} data-testid="checkout" />
                  </label>
                  <p className="text-sm text-gray-700 dark:text-gray-200 sm:col-span-2" data-testid="nights">{t('flowUi.nights', { n: nights })}</p>
                  <label className="block sm:col-span-2">
                    <span className={labelCls}>{t('flowUi.requirements')}</span>
                    <textarea className={inputCls()} rows={3} maxLength={REQUIREMENTS_MAX} value={stay.specialRequirements ?? ''} onChange={(e) => set({ specialRequirements: e.target.value })} />
                    <span className={cx(mutedCls, 'block text-right text-xs')}>{(stay.specialRequirements ?? '').length}/{REQUIREMENTS_MAX}</span>
                  </label>
                </div>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}
