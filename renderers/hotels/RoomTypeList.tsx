// A hotel's room types in their order: facilities as tags, move up/down, enable/disable one or the
// selected ones, edit and delete. Empty: 暂无房型配置.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../console/confirmStore';
import type { Row } from './config';
import type { useHotelActions } from './useHotelActions';
import { badge, checkbox, cx, dangerBtn, smallBtn, tag } from './ui';
import { roomFacts } from './cardFacts';

interface Props {
  rooms: Row[];
  actions: ReturnType<typeof useHotelActions>;
  onEdit: (room: Row) => void;
}

export function RoomTypeList({ rooms, actions, onEdit }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const chosen = rooms.filter((r) => selected.has(r.id));
  const flip = (id: number) => setSelected((s) => {
    const n = new Set(s);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    return n;
  });
  const batch = async (status: string) => {
    if (await actions.batchRooms(chosen.map((r) => r.id), status)) setSelected(new Set());
  };
  const remove = async (r: Row) => {
    if (await confirm({ title: { t: 'hotels.ui.deleteRoomTitle' }, message: { t: 'hotels.ui.deleteRoomConfirm', params: { name: r.name } }, danger: true })) await actions.deleteRoom(r.id);
  };
  if (!rooms.length) return <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="rooms-empty">{t('hotels.ui.emptyRooms')}</p>;
  const label = (prop: string, v: unknown) => t(`form.enum.roomType.${prop}.${String(v)}`, { defaultValue: String(v ?? '') });

  return (
    <div>
      {chosen.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 bg-brand-50/60 px-4 py-2 text-xs dark:bg-brand-500/10" data-testid="room-batch">
          <span className="text-slate-600 dark:text-slate-300">{t('hotels.ui.roomsSelected', { count: chosen.length })}</span>
          <button type="button" className={smallBtn} onClick={() => void batch('active')}>{t('hotels.ui.batchEnable')}</button>
          <button type="button" className={smallBtn} onClick={() => void batch('inactive')}>{t('hotels.ui.batchDisable')}</button>
        </div>
      )}
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {rooms.map((r, i) => (
          <li key={r.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center" data-room={r.name}>
            {actions.can.batchRooms && <input type="checkbox" className={checkbox} aria-label={r.name} checked={selected.has(r.id)} onChange={() => flip(r.id)} />}
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900 dark:text-white">{r.name}</span>
                <span className={badge(r.status === 'active')}>{label('status', r.status)}</span>
                <span className="text-sm font-semibold text-rose-600 dark:text-rose-400">{t('hotels.ui.perNight', { price: Number(r.price).toFixed(2) })}</span>
              </div>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                <span>{t('hotels.ui.stock', { stock: r.stock })}</span>
                <span>{label('bedType', r.bedType)}</span>
                <span>{t('hotels.ui.capacity', { n: r.capacity })}</span>
                <span>{label('breakfast', r.breakfast)}</span>
                <span>{label('cancellationPolicy', r.cancellationPolicy)}</span>
                {roomFacts(t, r).map((f) => <span key={f.key} data-fact={f.key}>{f.label}：{f.value}</span>)}
                {(r.facilities ?? []).map((f: string) => <span key={f} className={tag}>{f}</span>)}
              </div>
            </div>
            <div className="flex flex-wrap gap-1">
              {actions.can.moveRoom && (
                <>
                  <button type="button" className={smallBtn} disabled={i === 0} onClick={() => void actions.moveRoom(r.id, 'up')} data-action="up">↑ {t('hotels.ui.moveUp')}</button>
                  <button type="button" className={smallBtn} disabled={i === rooms.length - 1} onClick={() => void actions.moveRoom(r.id, 'down')} data-action="down">↓ {t('hotels.ui.moveDown')}</button>
                </>
              )}
              {actions.can.toggleRoom && <button type="button" className={cx(smallBtn)} onClick={() => void actions.toggleRoom(r)} data-action="toggle-room">{t(r.status === 'active' ? 'hotels.ui.disable' : 'hotels.ui.enable')}</button>}
              {actions.can.editRoom && <button type="button" className={smallBtn} onClick={() => onEdit(r)} data-action="edit-room">{t('hotels.ui.edit')}</button>}
              {actions.can.deleteRoom && <button type="button" className={dangerBtn} onClick={() => void remove(r)} data-action="delete-room">{t('hotels.ui.delete')}</button>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
