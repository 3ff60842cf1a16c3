// The participant centre's room waiting list (issue 20): a participant registered without a room, in a
// meeting whose room types are full, asks for one — the room type, the stay (dates, special requirements)
// — and joins its line; a freed room is offered to them and, claimed, put on that registration. Drawn
// only when there is such a registration and a full room type they do not wait for yet. Calls:
// `registrations` (theirs), `flowData` (the flow's bookable hotels with rooms left), `waitlist`, `waitlistJoinRoom`.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { isActive } from '@shared/lifecycle';
import { REQUIREMENTS_MAX, todayIso } from '@shared/designer/price';
import { buttonCls, inputCls, labelCls } from '../form/theme/cls';
import { send, type Calls } from '../calls';

interface FullRoom { hotelId: number; roomTypeId: number; label: string }
interface Found { registrationId: number; rooms: FullRoom[] }

export interface RoomWaitlistJoinProps {
  meetingId: number | string;
  calls: Calls;
  /** after joining (the waiting lists reload) */
  onJoined?: () => void;
  /** what to draw without calling (stories) */
  initial?: Found | null;
}

async function findFull(meetingId: number | string, calls: Calls): Promise<Found | null> {
  const regs = await send<Array<Record<string, any>>>(calls.registrations);
  const reg = regs.find((r) => String(r.meetingId) === String(meetingId) && isActive(r.registrationStatus) && !r.hotelName && r.flowId);
  if (!reg) return null;
  const [data, entries] = await Promise.all([
    send<{ hotels?: Array<Record<string, any>> }>(calls.flowData, { meetingId, flowId: reg.flowId }),
    calls.waitlist ? send<Array<Record<string, any>>>(calls.waitlist) : Promise.resolve([]),
  ]);
  // a room type they already wait for is not offered again
  const waiting = new Set(entries.filter((e) => e.kind === 'room' && (e.status === 'waiting' || e.status === 'offered')).map((e) => Number(e.roomTypeId)));
  const rooms = (data.hotels ?? []).flatMap((h) => (h.roomTypes ?? []).filter((r: Record<string, any>) => r.remaining === 0 && !waiting.has(Number(r.id)))
    .map((r: Record<string, any>) => ({ hotelId: Number(h.id), roomTypeId: Number(r.id), label: `${h.name} · ${r.name}` })));
  return rooms.length ? { registrationId: Number(reg.id), rooms } : null;
}

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';

export function RoomWaitlistJoin({ meetingId, calls, onJoined, initial }: RoomWaitlistJoinProps) {
  const { t } = useTranslation();
  const [found, setFound] = useState<Found | null>(initial ?? null);
  const [room, setRoom] = useState('');
  const [stay, setStay] = useState({ checkinDate: '', checkoutDate: '', specialRequirements: '' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (initial === undefined) void findFull(meetingId, calls).then(setFound, () => setFound(null));
  }, [meetingId, JSON.stringify(calls)]); // eslint-disable-line react-hooks/exhaustive-deps -- by content
  if (!found) return null;
  const chosen = found.rooms.find((r) => String(r.roomTypeId) === room) ?? found.rooms[0];
  const today = todayIso(Date.now());
  const join = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const hotel = { hotelId: chosen.hotelId, roomTypeId: chosen.roomTypeId, ...stay };
      const entry = await send<{ place?: number | null }>(calls.waitlistJoinRoom, {}, { body: { registrationId: found.registrationId, hotel } });
      toast.success(t('waitlist.room.joined', { position: entry?.place ?? '' }));
      setFound(null);
      onJoined?.();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={card} data-testid="room-waitlist-join" aria-labelledby="room-waitlist-title">
      <h2 id="room-waitlist-title" className="mb-1 font-medium text-gray-900 dark:text-white">{t('waitlist.ui.roomJoin')}</h2>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">{t('waitlist.ui.roomJoinHint')}</p>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => void join(e)}>
        <label className="block sm:col-span-2">
          <span className={labelCls}>{t('waitlist.ui.room')}</span>
          <select className={inputCls()} value={String(chosen.roomTypeId)} onChange={(e) => setRoom(e.target.value)} data-testid="room-waitlist-room">
            {found.rooms.map((r) => <option key={r.roomTypeId} value={r.roomTypeId}>{r.label}</option>)}
          </select>
        </label>
        <label className="block">
          <span className={labelCls}>{t('flowUi.checkin')}</span>
          <input type="date" required className={inputCls()} min={today} value={stay.checkinDate} onChange={(e) => setStay({ ...stay, checkinDate: e.target.value })} data-testid="room-waitlist-checkin" />
        </label>
        <label className="block">
          <span className={labelCls}>{t('flowUi.checkout')}</span>
          <input type="date" required className={inputCls()} min={stay.checkinDate || today} value={stay.checkoutDate} onChange={(e) => setStay({ ...stay, checkoutDate: e.target.value })} data-testid="room-waitlist-checkout" />
        </label>
        <label className="block sm:col-span-2">
          <span className={labelCls}>{t('flowUi.requirements')}</span>
          <textarea className={inputCls()} rows={2} maxLength={REQUIREMENTS_MAX} value={stay.specialRequirements} onChange={(e) => setStay({ ...stay, specialRequirements: e.target.value })} />
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonCls('primary')} disabled={busy} aria-busy={busy} data-testid="room-waitlist-submit">{t('waitlist.ui.roomJoin')}</button>
        </div>
      </form>
    </section>
  );
}
