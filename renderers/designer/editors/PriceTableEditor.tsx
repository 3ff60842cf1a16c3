// The ticket price table (spec 3 §2.10, §5): time columns (key, start/end), extra price columns (names
// trimmed, non-empty, unique), rows (type, quota ≥ 0, a price per time column as a number or ¥digits).
// At least one time column and one row remain: their delete buttons hide when only one is left.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPrice, type PriceRow, type TimeColumn } from '@shared/designer/price';
import { toast } from '@runtime/toast';
import type { EditorProps } from '../SettingsPanel';
import { withEn } from '@shared/bilingual';
import { buttonCls, cx, dangerLink, fromInput, linkBtn, Section, smallInput, toInput } from './ui';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

export function PriceTableEditor({ page, onChange }: EditorProps) {
  const { t } = useTranslation();
  const [colName, setColName] = useState('');
  const cols: TimeColumn[] = page.timeColumns?.length ? page.timeColumns : [];
  const extras: string[] = page.priceColumns ?? [];
  const rows: PriceRow[] = page.priceRows ?? [];
  const set = (patch: Record<string, unknown>) => onChange({ ...page, ...patch });
  const setCol = (i: number, c: Partial<TimeColumn>) => set({ timeColumns: cols.map((x, j) => (j === i ? { ...x, ...c } : x)) });
  const setRow = (i: number, r: Partial<PriceRow> & Record<string, unknown>) => set({ priceRows: rows.map((x, j) => (j === i ? { ...x, ...r } : x)) });
  const setRowEn = (i: number, key: 'type' | 'desc', v: string) => set({ priceRows: rows.map((x, j) => (j === i ? withEn(x, key, v) : x)) });

  const addCol = () => {
    let n = cols.length + 1;
    while (cols.some((c) => c.key === `t${n}`)) n++;
    set({ timeColumns: [...cols, { key: `t${n}`, label: t('designer.price.period', { n }), range: [`${day(0)} 00:00`, `${day(30)} 23:59`] }] });
  };
  const addExtra = () => {
    const name = colName.trim();
    if (!name) return toast.warning(t('designer.price.columnEmpty'));
    if (extras.includes(name)) return toast.warning(t('designer.price.columnTaken'));
    set({ priceColumns: [...extras, name] });
    setColName('');
  };
  const addRow = () => set({ priceRows: [...rows, { type: t('designer.price.newTicket', { n: rows.length + 1 }), amount: 0, prices: {} }] });
  const priceInput = (v: string) => (/^\s*\d+(\.\d{1,2})?\s*$/.test(v) ? Number(v) : v);

  return (
    <Section title={t('designer.price.title')} actions={<span className="flex gap-3"><button type="button" className={linkBtn} onClick={addCol} data-testid="add-time-column">{t('designer.price.addPeriod')}</button><button type="button" className={linkBtn} onClick={addRow} data-testid="add-price-row">{t('designer.price.addRow')}</button></span>}>
      <div className="space-y-2" data-testid="time-columns">
        {cols.map((c, i) => (
          <div key={i} className="grid grid-cols-[5rem_1fr] items-center gap-1 rounded border border-gray-100 p-2 dark:border-gray-700">
            <input className={smallInput} value={c.key} aria-label={t('designer.price.key')} onChange={(e) => setCol(i, { key: e.target.value.trim() })} />
            <input className={smallInput} value={c.label ?? ''} placeholder={t('designer.price.label')} aria-label={t('designer.price.label')} onChange={(e) => setCol(i, { label: e.target.value })} />
            <span className="text-xs text-gray-500 dark:text-gray-400">{t('bilingual.periodLabel')}</span>
            <input className={smallInput} value={c.en?.label ?? ''} lang="en" aria-label={t('bilingual.periodLabel')} onChange={(e) => set({ timeColumns: cols.map((x, j) => (j === i ? withEn(x, 'label', e.target.value) : x)) })} />
            <span className="text-xs text-gray-500 dark:text-gray-400">{t('designer.price.range')}</span>
            <span className="flex flex-wrap items-center gap-1">
              <input type="datetime-local" className={cx(smallInput, 'w-auto')} value={toInput(c.range?.[0])} aria-label={t('designer.price.start')} onChange={(e) => setCol(i, { range: [fromInput(e.target.value), c.range?.[1] ?? ''] })} data-testid={`col-start-${i}`} />
              <input type="datetime-local" className={cx(smallInput, 'w-auto')} value={toInput(c.range?.[1])} aria-label={t('designer.price.end')} onChange={(e) => setCol(i, { range: [c.range?.[0] ?? '', fromInput(e.target.value)] })} data-testid={`col-end-${i}`} />
              {cols.length > 1 && <button type="button" className={dangerLink} onClick={() => set({ timeColumns: cols.filter((_, j) => j !== i) })}>{t('designer.remove')}</button>}
            </span>
          </div>
        ))}
      </div>
      <div className="mt-3 flex gap-2">
        <input className={smallInput} value={colName} placeholder={t('designer.price.columnName')} onChange={(e) => setColName(e.target.value)} />
        <button type="button" className={buttonCls('secondary')} onClick={addExtra}>{t('designer.price.addColumn')}</button>
      </div>
      {extras.length > 0 && (
        <p className="mt-1 flex flex-wrap gap-2 text-xs">{extras.map((x) => <span key={x} className="rounded bg-gray-100 px-2 py-0.5 dark:bg-gray-700">{x} <button type="button" className="text-red-600" aria-label={t('designer.remove')} onClick={() => set({ priceColumns: extras.filter((y) => y !== x) })}>×</button></span>)}</p>
      )}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm" data-testid="price-rows">
          <thead><tr className="text-left text-xs text-gray-500 dark:text-gray-400"><th className="p-1">{t('designer.price.type')}</th><th className="p-1">{t('bilingual.ticketType')}</th><th className="p-1">{t('designer.price.amount')}</th><th className="p-1">{t('designer.price.originPrice')}</th>{cols.map((c) => <th key={c.key} className="p-1">{c.label || c.key}</th>)}{extras.map((x) => <th key={x} className="p-1">{x}</th>)}<th className="p-1">{t('designer.price.desc')}</th><th className="p-1">{t('bilingual.ticketDesc')}</th><th /></tr></thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td className="p-1"><input className={cx(smallInput, 'min-w-[7rem]')} value={r.type} onChange={(e) => setRow(i, { type: e.target.value })} aria-label={t('designer.price.type')} data-testid={`row-type-${i}`} /></td>
                <td className="p-1"><input className={cx(smallInput, 'min-w-[7rem]')} value={r.en?.type ?? ''} lang="en" onChange={(e) => setRowEn(i, 'type', e.target.value)} aria-label={t('bilingual.ticketType')} data-testid={`row-type-en-${i}`} /></td>
                <td className="p-1"><input type="number" min={0} className={cx(smallInput, 'min-w-[5rem]')} value={r.amount ?? ''} onChange={(e) => setRow(i, { amount: e.target.value === '' ? undefined : Math.max(0, Math.floor(Number(e.target.value))) })} aria-label={t('designer.price.amount')} data-testid={`row-amount-${i}`} /></td>
                <td className="p-1"><input type="number" min={0} className={cx(smallInput, 'min-w-[5rem]')} value={r.originPrice ?? ''} onChange={(e) => setRow(i, { originPrice: e.target.value === '' ? undefined : Math.max(0, Number(e.target.value)) })} aria-label={t('designer.price.originPrice')} /></td>
                {cols.map((c) => {
                  const v = r.prices?.[c.key];
                  const bad = v !== undefined && v !== '' && readPrice(v) === null;
                  return <td key={c.key} className="p-1"><input className={cx(smallInput, 'min-w-[6rem]', bad && 'border-red-500')} value={v === undefined ? '' : String(v)} placeholder="¥0" aria-invalid={bad} aria-label={`${r.type} ${c.label || c.key}`} onChange={(e) => setRow(i, { prices: { ...r.prices, [c.key]: priceInput(e.target.value) } })} data-testid={`price-${i}-${c.key}`} /></td>;
                })}
                {extras.map((x) => <td key={x} className="p-1"><input className={smallInput} value={(r as any).extras?.[x] ?? ''} onChange={(e) => setRow(i, { extras: { ...(r as any).extras, [x]: e.target.value } })} /></td>)}
                <td className="p-1"><input className={cx(smallInput, 'min-w-[8rem]')} value={r.desc ?? ''} placeholder={t('designer.price.desc')} onChange={(e) => setRow(i, { desc: e.target.value || undefined })} aria-label={t('designer.price.desc')} /></td>
                <td className="p-1"><input className={cx(smallInput, 'min-w-[8rem]')} value={r.en?.desc ?? ''} lang="en" placeholder={t('bilingual.ticketDesc')} onChange={(e) => setRowEn(i, 'desc', e.target.value)} aria-label={t('bilingual.ticketDesc')} data-testid={`row-desc-en-${i}`} /></td>
                <td className="p-1">{rows.length > 1 && <button type="button" className={dangerLink} onClick={() => set({ priceRows: rows.filter((_, j) => j !== i) })}>{t('designer.remove')}</button>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
