// The participant centre's waiting lists (issue 20): each entry — a ticket's, or a room type's with the stay
// asked for — with its place in line, or the offer held for them until when, to claim (the registration is
// made from the answers kept when joining; a room is put on their registration) or leave.
// Opened from the offer's link (?waitlist={id}) the entry is marked. Drawn only when there is an entry.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@runtime/toast';
import { useLang } from '@runtime/i18n';
import { useDisplayZone } from '@runtime/meetingZone';
import { formatInZone, zoneOr } from '@shared/time-zone';
import { buttonCls } from '../form/theme/cls';
import { send, type Calls } from '../calls';

export interface WaitlistEntry {
  id: number;
  meetingId: number;
  kind?: 'ticket' | 'room';
  ticketType?: string | null;
  ticketNameEn?: string | null;
  /** room entries: hotel · room type */
  roomTypeName?: string | null;
  flowName?: string | null;
  status: 'waiting' | 'offered' | 'claimed' | 'expired' | 'left';
  place?: number | null;
  offerExpiresAt?: string | null;
}

export interface MyWaitlistProps {
  meetingId: number | string;
  /** `waitlist` (list), `waitlistClaim`, `waitlistLeave` of the calling screen */
  calls: Calls;
  /** the entry the offer's link names */
  marked?: string | null;
  /** after a claim made a registration */
  onClaimed?: () => void;
  /** entries to draw without calling (stories) */
  initial?: WaitlistEntry[];
}

const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';

export function MyWaitlist({ meetingId, calls, marked, onClaimed, initial }: MyWaitlistProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const zone = zoneOr(useDisplayZone());
  const [list, setList] = useState<WaitlistEntry[] | null>(initial ?? null);
  const [busy, setBusy] = useState<number | null>(null);
  const load = useCallback(async () => {
    if (initial || !calls.waitlist) return;
    const rows = await send<WaitlistEntry[]>(calls.waitlist).catch(() => []);
    setList(rows.filter((r) => String(r.meetingId) === String(meetingId)));
  }, [meetingId, JSON.stringify(calls)]); // eslint-disable-line react-hooks/exhaustive-deps -- by content
  useEffect(() => void load(), [load]);
  const act = async (e: WaitlistEntry, call: 'waitlistClaim' | 'waitlistLeave') => {
    setBusy(e.id);
    try {
      await send(calls[call], { id: e.id });
      toast.success(t(call === 'waitlistLeave' ? 'waitlist.left' : e.kind === 'room' ? 'waitlist.room.claimed' : 'waitlist.claimed'));
      if (call === 'waitlistClaim') onClaimed?.();
      await load();
    } catch (err) {
      toast.error((err as Error).message);
      await load();
    } finally {
      setBusy(null);
    }
  };
  const shown = (list ?? []).filter((e) => e.status === 'waiting' || e.status === 'offered');
  if (!shown.length) return null;
  return (
    <section className={card} data-testid="my-waitlist" aria-labelledby="my-waitlist-title">
      <h2 id="my-waitlist-title" className="mb-3 font-medium text-gray-900 dark:text-white">{t('waitlist.ui.title')}</h2>
      <ul className="divide-y divide-gray-100 dark:divide-gray-800">
        {shown.map((e) => (
          <li key={e.id} data-testid={`waitlist-entry-${e.id}`} aria-current={String(e.id) === marked ? 'true' : undefined}
            className={`flex flex-wrap items-center justify-between gap-3 py-3 ${String(e.id) === marked ? 'rounded-md bg-brand-50 px-2 dark:bg-brand-900/30' : ''}`}>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-gray-900 dark:text-gray-100">{e.kind === 'room' ? t('waitlist.ui.roomEntry', { room: e.roomTypeName ?? '' }) : lang === 'en' && e.ticketNameEn ? e.ticketNameEn : e.ticketType}{e.flowName ? ` · ${e.flowName}` : ''}</p>
              <p className="text-gray-600 dark:text-gray-400" data-testid="waitlist-state">
                {e.status === 'offered' ? t('waitlist.ui.offeredUntil', { time: formatInZone(e.offerExpiresAt, zone) ?? '' }) : t('waitlist.ui.position', { n: e.place ?? '' })}
              </p>
            </div>
            <div className="flex gap-2">
              {e.status === 'offered' && (
                <button type="button" className={buttonCls('primary')} disabled={busy !== null} onClick={() => void act(e, 'waitlistClaim')} data-testid="waitlist-claim">{t('waitlist.ui.claim')}</button>
              )}
              <button type="button" className={buttonCls('secondary')} disabled={busy !== null} onClick={() => void act(e, 'waitlistLeave')} data-testid="waitlist-leave">{t('waitlist.ui.leave')}</button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
