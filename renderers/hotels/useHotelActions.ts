// The hotel and room-type calls behind the cards' buttons: each one toasts the server's message
// (or the spec's failure text with the reason) and revalidates the meeting's hotel lists.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http, isApiError } from '@runtime/http';
import { mutateSource } from '@runtime/data';
import { toast } from '@runtime/toast';
import { useMayCall } from '@runtime/callAccess';
import type { HotelListConfig, Row } from './config';

const fill = (path: string, id: unknown) => path.replace('{id}', encodeURIComponent(String(id)));

export function useHotelActions(c: HotelListConfig) {
  const { t } = useTranslation();
  const refresh = useCallback(() => Promise.all([mutateSource(c.source.path), mutateSource(c.searchSource.path), c.stats && mutateSource(c.stats.source.path)]), [c]);

  /** Runs a call; a failure toasts `failKey` with the server's reason, or (forms) rethrows field errors. */
  const act = useCallback(async (call: () => Promise<unknown>, failKey: string, rethrow = false): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (err) {
      const reason = err instanceof Error ? err.message : '';
      const text = reason && reason !== t(failKey) ? `${t(failKey)}：${reason}` : t(failKey);
      // a form shows field errors under their fields, anything else as this toast
      if (rethrow) throw new ApiError(isApiError(err) ? err.status : 0, text, { errors: isApiError(err) ? err.errors : undefined });
      toast.error(text);
      return false;
    } finally {
      await refresh();
    }
  }, [t, refresh]);

  const ok = (key: string) => toast.success(t(key));
  // which buttons to draw: a staff account whose roles do not reach a call gets no button for it
  const may = useMayCall();
  const p = c.paths;
  const can = {
    createHotel: may('POST', p.create), editHotel: may('PUT', p.hotel), deleteHotel: may('DELETE', p.hotel), toggleHotel: may('PUT', p.toggle), batchHotels: may('PUT', p.batch),
    addRoom: may('POST', p.rooms), editRoom: may('PUT', p.room), deleteRoom: may('DELETE', p.room), toggleRoom: may('PUT', p.roomToggle), moveRoom: may('PUT', p.roomMove), batchRooms: may('PUT', p.roomBatch),
    payments: !!p.payments && !!c.forms.payments && may('PUT', p.payments),
  };

  return {
    can,
    refresh,
    createHotel: (values: Row) => act(async () => { await http.post(c.paths.create, { ...values, meetingId: Number(c.meetingId) }); ok('hotel.created'); }, 'hotels.saveFailed', true),
    updateHotel: (id: number, values: Row) => act(async () => { await http.put(fill(c.paths.hotel, id), values); ok('hotel.updated'); }, 'hotels.saveFailed', true),
    savePayments: (id: number, values: Row) => act(async () => { await http.put(fill(c.paths.payments!, id), values); ok('hotel.paymentsSaved'); }, 'hotels.saveFailed', true),
    deleteHotel: (id: number) => act(async () => { await http.del(fill(c.paths.hotel, id)); ok('hotel.deleted'); }, 'hotels.deleteFailed'),
    toggleHotel: (h: Row) => act(async () => { await http.put(fill(c.paths.toggle, h.id)); ok(h.status === 'active' ? 'hotel.offShelf' : 'hotel.onShelf'); }, 'hotels.actionFailed'),
    batchHotels: (hotelIds: number[], status: string) => act(async () => { await http.put(c.paths.batch, { hotelIds, status }); toast.success(t('hotel.batchUpdated', { count: hotelIds.length })); }, 'hotels.actionFailed'),
    createRoom: (hotelId: number, values: Row) => act(async () => { await http.post(fill(c.paths.rooms, hotelId), values); ok('roomType.created'); }, 'hotels.saveFailed', true),
    updateRoom: (id: number, values: Row) => act(async () => { await http.put(fill(c.paths.room, id), values); ok('roomType.updated'); }, 'hotels.saveFailed', true),
    deleteRoom: (id: number) => act(async () => { await http.del(fill(c.paths.room, id)); ok('roomType.deleted'); }, 'hotels.deleteFailed'),
    toggleRoom: (r: Row) => act(async () => { await http.put(fill(c.paths.roomToggle, r.id)); ok(r.status === 'active' ? 'roomType.disabled' : 'roomType.enabled'); }, 'hotels.actionFailed'),
    moveRoom: (id: number, direction: 'up' | 'down') => act(async () => { await http.put(fill(c.paths.roomMove, id), { direction }); ok('roomType.moved'); }, 'hotels.actionFailed'),
    batchRooms: (roomTypeIds: number[], status: string) => act(async () => { await http.put(c.paths.roomBatch, { roomTypeIds, status }); toast.success(t('roomType.batchUpdated', { count: roomTypeIds.length })); }, 'hotels.actionFailed'),
  };
}
