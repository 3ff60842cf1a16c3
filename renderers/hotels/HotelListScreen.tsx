// Screen kind "hotel-list" (see ./config): figures, search by hotel or room-type name, quick add and
// full add, batch on/off shelf, and the hotel cards with their room types. The dialogs are the
// generated forms of the schemas named in the config.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSchema } from '@runtime/schemas';
import { ScreenError, type RendererProps } from '@runtime/registry';
import { useDataSource } from '@runtime/data';
import { getPath } from '@runtime/dotted';
import { useScreenParams, withScreenParams } from '@runtime/screenParams';
import { toast } from '@runtime/toast';
import { useText } from '@renderers/site';
import { DialogForm } from '../console/DialogForm';
import { FilterBar, type FilterField } from '../console/FilterBar';
import { StatCard, StatGrid } from '../console/StatCard';
import { useSubTabs } from '../sub-tabs/context';
import { hotelListSchema, type HotelListConfig, type Row } from './config';
import { useHotelActions } from './useHotelActions';
import { HotelCard } from './HotelCard';
import { hotelUi, roomUi } from './forms';
import { buttonCls, checkbox, smallBtn } from './ui';

type Dialog = { kind: 'hotel'; mode: 'simple' | 'full' | 'edit'; hotel?: Row } | { kind: 'room'; hotel: Row; room?: Row } | { kind: 'payments'; hotel: Row } | null;

/** The hotel's values of a form's fields (from the form's schema), an unset one taking the schema's default. */
function formValue(schemaId: string, hotel: Row): Row {
  const out: Row = {};
  for (const [name, p] of Object.entries<Row>(getSchema(schemaId)?.properties ?? {})) {
    const v = hotel[name] ?? p.default;
    if (v !== undefined && v !== null) out[name] = v;
  }
  return out;
}

const SEARCH: FilterField[] = [{ name: 'keyword', kind: 'search', label: { t: 'hotels.ui.search' }, placeholder: { t: 'hotels.ui.searchPlaceholder' } }];

export function HotelListScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const screenParams = useScreenParams();
  const parsed = useMemo(() => hotelListSchema.safeParse(withScreenParams(config, screenParams)), [config, screenParams]);
  if (!parsed.success) return <ScreenError title={t('http.invalidScreen')} detail={parsed.error.message} />;
  return <HotelList c={parsed.data} />;
}

function Figures({ c }: { c: HotelListConfig }) {
  const ds = useDataSource(c.stats?.source);
  if (!c.stats) return null;
  return (
    <StatGrid>
      {c.stats.cards.map((card) => {
        const v = getPath(ds.data, card.value);
        return <StatCard key={card.value} label={card.label} value={typeof v === 'number' ? v : '-'} tone={card.tone as never} icon={card.icon as string | undefined} />;
      })}
    </StatGrid>
  );
}

function HotelList({ c }: { c: HotelListConfig }) {
  const { t } = useTranslation();
  const tx = useText();
  const tabs = useSubTabs();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  const keyword = String(filters.keyword ?? '').trim();
  const ds = useDataSource(keyword ? c.searchSource : c.source, keyword ? { keyword } : undefined);
  const hotels = (ds.error ? [] : ds.list) as Row[];
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  // payment methods as last saved here: the dialog opened again shows them even before the list's reload lands
  const [savedPayments, setSavedPayments] = useState<Record<number, Row>>({});
  const actions = useHotelActions(c);
  const chosen = hotels.filter((h) => selected.has(h.id));
  const hUi = useMemo(() => hotelUi(c.paths.upload, c.meetingId, c.paths.uploadLimits), [c.paths.upload, c.meetingId, c.paths.uploadLimits]);
  const rUi = useMemo(() => roomUi(c.paths.upload, c.meetingId, c.paths.uploadLimits), [c.paths.upload, c.meetingId, c.paths.uploadLimits]);

  const flip = (id: number) => setSelected((s) => {
    const n = new Set(s);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    return n;
  });
  const batch = async (status: string) => {
    if (await actions.batchHotels(chosen.map((h) => h.id), status)) setSelected(new Set());
  };
  const submit = async (values: Row) => {
    if (dialog?.kind === 'hotel') {
      if (dialog.mode === 'edit') await actions.updateHotel(dialog.hotel!.id, values);
      else await actions.createHotel(values);
    } else if (dialog?.kind === 'payments') {
      const id = dialog.hotel.id;
      if (await actions.savePayments(id, values)) setSavedPayments((s) => ({ ...s, [id]: values }));
    } else if (dialog?.kind === 'room') {
      if (dialog.room) await actions.updateRoom(dialog.room.id, values);
      else await actions.createRoom(dialog.hotel.id, values);
    }
  };
  // the toolbar's button manages the one ticked hotel (or the only one); each card has its own button
  const openPayments = () => {
    const target = chosen.length === 1 ? chosen[0] : hotels.length === 1 ? hotels[0] : null;
    if (target) setDialog({ kind: 'payments', hotel: target });
    else toast.info(t('hotels.ui.pickOneHotel'));
  };
  const form = dialog?.kind === 'payments'
    ? { schemaId: c.forms.payments!, title: { t: 'hotels.ui.paymentTitle', params: { name: dialog.hotel.name } }, description: { t: 'hotels.ui.paymentHint' },
        value: formValue(c.forms.payments!, { ...dialog.hotel, ...savedPayments[dialog.hotel.id] }), ui: undefined, width: 560 }
    : dialog?.kind === 'hotel'
    ? { schemaId: dialog.mode === 'simple' ? c.forms.simple : dialog.mode === 'full' ? c.forms.full : c.forms.update,
        title: { t: dialog.mode === 'simple' ? 'hotels.ui.quickTitle' : dialog.mode === 'full' ? 'hotels.ui.createTitle' : 'hotels.ui.editTitle' },
        value: dialog.hotel ?? { status: 'active', images: [] }, ui: hUi, width: dialog.mode === 'simple' ? 560 : 720 }
    : dialog?.kind === 'room'
      ? { schemaId: dialog.room ? c.forms.roomUpdate : c.forms.room, title: { t: dialog.room ? 'hotels.ui.roomEditTitle' : 'hotels.ui.roomCreateTitle' },
          value: dialog.room ?? { bedType: 'single', capacity: 2, breakfast: 'none', cancellationPolicy: 'free', status: 'active', facilities: [], images: [] }, ui: rUi, width: 720 }
      : null;

  return (
    <section className="space-y-4" data-screen="hotel-list">
      {c.title && <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{tx(c.title)}</h2>}
      <Figures c={c} />
      <div className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center dark:bg-slate-900 dark:ring-slate-800">
        <div className="flex-1"><FilterBar fields={SEARCH} value={filters} onChange={setFilters} onRefresh={() => void actions.refresh()} /></div>
        <div className="flex flex-wrap gap-2">
          {actions.can.payments && <button type="button" className={buttonCls('secondary')} onClick={openPayments} data-action="payment-methods">{t('hotels.ui.paymentMethods')}</button>}
          {actions.can.createHotel && (
            <>
              <button type="button" className={buttonCls('secondary')} onClick={() => setDialog({ kind: 'hotel', mode: 'simple' })} data-action="quick-add">{t('hotels.ui.quickAdd')}</button>
              <button type="button" className={buttonCls('primary')} onClick={() => setDialog({ kind: 'hotel', mode: 'full' })} data-action="add-hotel">+ {t('hotels.ui.add')}</button>
            </>
          )}
        </div>
      </div>
      {hotels.length > 0 && actions.can.batchHotels && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label className="inline-flex items-center gap-2 text-slate-600 dark:text-slate-300">
            <input type="checkbox" className={checkbox} checked={chosen.length === hotels.length} onChange={(e) => setSelected(e.target.checked ? new Set(hotels.map((h) => h.id)) : new Set())} />
            {t('hotels.ui.selectAll')}
          </label>
          {chosen.length > 0 && (
            <>
              <span className="text-slate-500 dark:text-slate-400">{t('hotels.ui.selected', { count: chosen.length })}</span>
              <button type="button" className={smallBtn} onClick={() => void batch('active')} data-action="batch-on">{t('hotels.ui.batchOn')}</button>
              <button type="button" className={smallBtn} onClick={() => void batch('inactive')} data-action="batch-off">{t('hotels.ui.batchOff')}</button>
            </>
          )}
        </div>
      )}
      {ds.error ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-rose-50 p-4 text-sm text-rose-700 ring-1 ring-rose-200 dark:bg-rose-500/10 dark:text-rose-200 dark:ring-rose-500/30">
          <span>{t(keyword ? 'hotels.searchFailed' : 'hotels.loadFailed')}{ds.error.message ? `：${ds.error.message}` : ''}</span>
          <button type="button" className={buttonCls('secondary')} onClick={() => void ds.mutate()} data-action="reload">{t('hotels.ui.reload')}</button>
        </div>
      ) : ds.isLoading && !hotels.length ? (
        <p role="status" className="p-6 text-center text-sm text-slate-500 dark:text-slate-400">{t('http.loading')}</p>
      ) : !hotels.length ? (
        <p className="rounded-xl bg-white p-10 text-center text-sm text-slate-500 ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-800" data-testid="hotels-empty">{t('hotels.ui.empty')}</p>
      ) : (
        <div className="space-y-4">
          {hotels.map((h) => (
            <HotelCard key={h.id} hotel={h} facts={c.columns} selected={selected.has(h.id)} onSelect={() => flip(h.id)} actions={actions}
              onEdit={() => setDialog({ kind: 'hotel', mode: 'edit', hotel: h })}
              onPayments={actions.can.payments ? () => setDialog({ kind: 'payments', hotel: h }) : undefined}
              onAddRoom={() => setDialog({ kind: 'room', hotel: h })}
              onEditRoom={(room) => setDialog({ kind: 'room', hotel: h, room })}
              onGuests={tabs && c.guestsTab ? () => tabs.open(c.guestsTab!) : undefined} />
          ))}
        </div>
      )}
      {form && (
        <DialogForm open title={form.title} schemaId={form.schemaId} value={form.value} uiSchema={form.ui} width={form.width} description={'description' in form ? form.description : undefined}
          onSubmit={submit} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
