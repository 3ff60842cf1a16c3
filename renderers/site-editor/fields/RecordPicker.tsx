// A prop that holds ids of the meeting's records (a registration flow, partner type, speakers, partners,
// news categories): chosen by name among what the call named by the prop's `x-picker` answers (a call
// of website-editor.json), never typed as a raw id. One id: a select (blank: the schema's own default,
// named by siteEditor.pickerEmpty.<call>; an integer prop gets a number); a list: a checkbox per record.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { send, useCalls } from '../../calls';

interface RecordRow { id: number | string; name?: string; title?: string; isDefault?: boolean }

/** The rows of any list answer: a plain list, or one under content/list/records. */
const rowsOf = (r: unknown): RecordRow[] => {
  if (Array.isArray(r)) return r;
  const o = (r ?? {}) as Record<string, unknown>;
  return (['content', 'list', 'records'].map((k) => o[k]).find(Array.isArray) as RecordRow[] | undefined) ?? [];
};

export function useRecords(call: string, meetingId: string): RecordRow[] | null {
  const calls = useCalls();
  const [rows, setRows] = useState<RecordRow[] | null>(null);
  useEffect(() => {
    let live = true;
    send(calls[call], { meetingId }, { params: { meetingId, size: 100 } }).then((r) => live && setRows(rowsOf(r)), () => live && setRows([]));
    return () => {
      live = false;
    };
  }, [calls, call, meetingId]);
  return rows;
}

/** The value a chosen option stores: the prop's default when blank, a number for an integer prop. */
export function pickedValue(raw: string, integer: boolean, blank: unknown): unknown {
  if (raw === '') return blank ?? '';
  return integer ? Number(raw) : raw;
}

export function RecordPicker({ id, call, multiple, integer = false, blank, value, onChange, meetingId, input }: {
  id: string; call: string; multiple: boolean; integer?: boolean; blank?: unknown; value: unknown; onChange(v: unknown): void; meetingId: string; input: string;
}) {
  const { t } = useTranslation();
  const rows = useRecords(call, meetingId);
  const label = (r: RecordRow) => `${r.name ?? r.title ?? String(r.id)}${r.isDefault ? ` (${t('siteEditor.registerPage.isDefault')})` : ''}`;
  if (multiple) {
    const list = Array.isArray(value) ? value.map(String) : [];
    const toggle = (r: RecordRow, on: boolean) => {
      const rest = (Array.isArray(value) ? value : []).filter((x) => String(x) !== String(r.id));
      onChange(on ? [...rest, r.id] : rest);
    };
    return (
      <div id={id} className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 dark:border-slate-700" data-testid={`picker-${call}`} aria-busy={rows === null || undefined}>
        {rows?.length === 0 && <p className="text-xs text-slate-500">{t('siteEditor.pickerNone')}</p>}
        {(rows ?? []).map((r) => (
          <label key={r.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={list.includes(String(r.id))} onChange={(e) => toggle(r, e.target.checked)} className="accent-brand-600" />
            <span className="truncate">{label(r)}</span>
          </label>
        ))}
      </div>
    );
  }
  // the prop's default (the tickets block's 0: the default flow) is the blank choice
  const v = value === null || value === undefined || (blank !== undefined && value === blank) ? '' : String(value);
  // a saved id the meeting no longer has stays visible until another is chosen
  const known = !v || !rows || rows.some((r) => String(r.id) === v);
  return (
    <select id={id} value={v} onChange={(e) => onChange(pickedValue(e.target.value, integer, blank))} className={input} data-testid={call === 'flows' ? (integer ? 'flow-picker' : 'register-page-picker') : `picker-${call}`} aria-busy={rows === null || undefined}>
      <option value="">{rows === null ? t('siteEditor.pickerLoading') : t(`siteEditor.pickerEmpty.${call}`, { defaultValue: t('siteEditor.pickerEmpty.any') })}</option>
      {!known && <option value={v}>{t('siteEditor.pickerMissing', { id: v })}</option>}
      {(rows ?? []).map((r) => <option key={r.id} value={String(r.id)}>{label(r)}</option>)}
    </select>
  );
}
