// Screen kind "bank-statement" (schemas/screens/meeting/bank-statement.json), the payments area's
// 银行流水 tab: upload a statement (CSV/XLSX through the mapping dialog, MT940 and CAMT.053 at once),
// pick an import, see each line with the registration it suggests, its confidence and reasons; select
// all high-confidence lines (or some by hand), confirm them in one call; ignore, unmatch or match a line
// by searching a registration. Every call comes from the screen's JSON (renderers/calls).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RendererProps } from '@runtime/registry';
import { toast } from '@runtime/toast';
import { useScreenParams } from '@runtime/screenParams';
import { callsOf, send } from '../calls';
import { buttonCls, cx, inputCls, labelCls } from '../form/theme/cls';
import { ConfirmDialog } from '../console/ConfirmDialog';
import { Pager } from '../table/Pager';
import { MappingDialog, type Mapping, type Preview } from './MappingDialog';

interface Line {
  id: number; date: string; amountCents: number; currency: string; payerName: string; payerAccount: string; memo: string;
  registrationId: number | null; confidence: number; reasons: string[]; status: string;
  participantName: string | null; transferReference: string | null; dueAmount: number | null;
}
interface Candidate { registrationId: number; participantName: string; phone: string; transferReference: string; dueAmount: number; currency: string }

// a 5,000-line statement is read a page at a time; the status filter's counts cover the whole import
const PAGE_SIZE = 100;
const STATUSES = ['suggested', 'unmatched', 'confirmed', 'ignored', 'duplicate'] as const;
const money = (cents: number, cur: string) => `${(cents / 100).toFixed(2)} ${cur}`;
const TONE = {
  high: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200',
  low: 'bg-slate-100 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

export function StatementScreen({ config }: RendererProps) {
  const { t } = useTranslation();
  const c = config as unknown as { calls: unknown; fields: string[]; high: number };
  const calls = callsOf(c.calls);
  const { meetingId } = useScreenParams();
  const values = { meetingId };
  const file = useRef<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [imports, setImports] = useState<Array<{ id: number; fileName: string; createdAt: string; lineCount: number }>>([]);
  const [current, setCurrent] = useState<number | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(0);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState(false);
  const [matching, setMatching] = useState<Line | null>(null);
  const level = (n: number) => (n >= c.high ? 'high' : n >= 50 ? 'medium' : 'low');

  const loadImports = useCallback(async (pick?: number) => {
    const list = await send(calls.imports, values);
    setImports(list);
    setCurrent(pick ?? list[0]?.id ?? null);
  }, [meetingId]); // eslint-disable-line react-hooks/exhaustive-deps -- calls come from the static screen JSON
  const loadLines = useCallback(async () => {
    if (!current) return setLines([]);
    const got = await send(calls.lines, { ...values, importId: current }, { params: { size: PAGE_SIZE, page: page - 1, status } });
    setLines(got.content);
    setTotal(got.totalElements);
    setCounts(got.counts ?? {});
    setChosen(new Set());
  }, [current, page, status]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => { setPage(1); }, [current, status]);
  useEffect(() => { void loadImports().catch(() => undefined); }, [loadImports]);
  useEffect(() => { void loadLines().catch(() => undefined); }, [loadLines]);

  const doImport = async (mapping?: Mapping, saveAs?: string) => {
    if (!file.current) return;
    setBusy(true);
    setError('');
    try {
      if (mapping && saveAs) await send(calls.saveMapping, values, { body: { name: saveAs, ...mapping } });
      const form = new FormData();
      if (mapping) form.append('mapping', JSON.stringify(mapping));
      form.append('file', file.current);
      const done = await send(calls.import, values, { body: form });
      toast.success(t('statements.imported', { count: done.import.lineCount, suggested: done.counts.suggested }));
      setPreview(null);
      await loadImports(done.import.id);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('statements.ui.failed'));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (f: File | undefined) => {
    if (!f) return;
    file.current = f;
    setError('');
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', f);
      const p: Preview = await send(calls.preview, values, { body: form });
      setBusy(false);
      if (p.format === 'csv' || p.format === 'xlsx' || p.format === 'html') setPreview(p);
      else await doImport();
    } catch (e) {
      setError(e instanceof Error ? e.message : t('statements.ui.failed'));
      setBusy(false);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const act = async (l: Line, body: Record<string, unknown>) => {
    try {
      await send(calls.line, { ...values, lineId: l.id }, { body });
      await loadLines();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('statements.ui.failed'));
    }
  };
  const confirm = async (yes: boolean) => {
    setAsking(false);
    if (!yes) return;
    try {
      const r = await send(calls.confirm, values, { body: { lineIds: [...chosen] } });
      toast.success(t('statements.confirmed', { count: r.confirmed.length, skipped: r.skipped.length }));
      await loadLines();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('statements.ui.failed'));
    }
  };
  const open = lines.filter((l) => l.status === 'suggested');
  const toggle = (id: number) => setChosen((s) => { const n = new Set(s); if (n.has(id)) n.delete(id); else n.add(id); return n; });

  return (
    <section className="space-y-4" data-screen="bank-statement">
      <div className="flex flex-wrap items-end gap-3">
        <label className={cx(buttonCls('primary'), 'cursor-pointer')} data-testid="statement-upload">
          {t('statements.ui.upload')}
          <input ref={input} type="file" className="sr-only" accept=".csv,.xlsx,.xls,.htm,.html,.txt,.sta,.mt940,.xml" aria-label={t('statements.ui.file')} data-testid="statement-file"
            disabled={busy} onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
        {imports.length > 0 && (
          <label className="block min-w-64">
            <span className={labelCls}>{t('statements.ui.imports')}</span>
            <select className={inputCls()} data-testid="statement-imports" value={current ?? ''} onChange={(e) => setCurrent(Number(e.target.value))}>
              {imports.map((i) => <option key={i.id} value={i.id}>{`${i.fileName} · ${i.lineCount} · ${new Date(i.createdAt).toLocaleString()}`}</option>)}
            </select>
          </label>
        )}
        {lines.length > 0 && (<>
          <button type="button" className={buttonCls('secondary')} data-testid="select-high" disabled={!open.length}
            onClick={() => setChosen(new Set(open.filter((l) => l.confidence >= c.high).map((l) => l.id)))}>{t('statements.ui.selectHigh')}</button>
          <button type="button" className={buttonCls('primary')} data-testid="confirm-selected" disabled={!chosen.size} onClick={() => setAsking(true)}>
            {t('statements.ui.confirmSelected', { count: chosen.size })}
          </button>
        </>)}
      </div>
      {current && Object.keys(counts).length > 0 && (
        <label className="block max-w-xs">
          <span className={labelCls}>{t('statements.ui.filter')}</span>
          <select className={inputCls()} data-testid="statement-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{`${t('statements.ui.all')} (${Object.values(counts).reduce((a, b) => a + b, 0)})`}</option>
            {STATUSES.map((k) => <option key={k} value={k}>{`${t(`statements.status.${k}`)} (${counts[k] ?? 0})`}</option>)}
          </select>
        </label>
      )}
      {error && !preview && <p role="alert" className="text-sm text-red-700 dark:text-red-300" data-testid="statement-error">{error}</p>}
      {!lines.length ? <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="statement-empty">{t(imports.length ? 'table.empty' : 'statements.ui.empty')}</p> : (
        <div tabIndex={0} role="region" aria-label={t('statements.ui.tab')} className="overflow-auto relative rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-700">
          <table className="min-w-full text-sm" data-testid="statement-lines">
            <thead className="bg-slate-50 text-left text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t('statements.ui.select')}</span></th>
                {['date', 'amount', 'payerName', 'memo'].map((f) => <th key={f} scope="col" className="whitespace-nowrap px-3 py-2">{t(`statements.field.${f}`)}</th>)}
                <th scope="col" className="px-3 py-2">{t('statements.ui.registration')}</th>
                <th scope="col" className="px-3 py-2">{t('fields.statementLine.confidence')}</th>
                <th scope="col" className="px-3 py-2">{t('fields.statementLine.status')}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t('fields.statements.action')}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800 dark:divide-slate-800 dark:text-slate-100">
              {lines.map((l) => (
                <tr key={l.id} data-line={l.id} data-status={l.status}>
                  <td className="px-3 py-2">
                    {l.status === 'suggested' && <input type="checkbox" aria-label={`${t('statements.ui.select')} ${l.payerName}`} checked={chosen.has(l.id)} onChange={() => toggle(l.id)} />}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{l.date}</td>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{money(l.amountCents, l.currency)}</td>
                  <td className="px-3 py-2">{l.payerName}<div className="text-xs text-slate-500 dark:text-slate-400">{l.payerAccount}</div></td>
                  <td className="max-w-64 truncate px-3 py-2" title={l.memo}>{l.memo}</td>
                  <td className="px-3 py-2">
                    {l.registrationId ? <span data-match>{l.participantName} · {l.transferReference} · {t('statements.ui.due')} {l.dueAmount?.toFixed(2)}</span> : '—'}
                    <div className="text-xs text-slate-500 dark:text-slate-400">{l.reasons.map((r) => t(`statements.reason.${r}`)).join('、')}</div>
                  </td>
                  <td className="px-3 py-2">
                    {l.registrationId ? <span data-confidence={level(l.confidence)} className={cx('whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium', TONE[level(l.confidence)])}>{l.confidence} · {t(`statements.ui.${level(l.confidence)}`)}</span> : null}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{t(`statements.status.${l.status}`)}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {l.status !== 'confirmed' && (
                      <span className="flex gap-2">
                        {l.registrationId ? <button type="button" className="text-brand-700 underline dark:text-brand-200" onClick={() => void act(l, { action: 'unmatch' })}>{t('statements.ui.unmatch')}</button>
                          : <button type="button" className="text-brand-700 underline dark:text-brand-200" onClick={() => setMatching(l)}>{t('statements.ui.match')}</button>}
                        {l.status !== 'ignored' && <button type="button" className="text-slate-600 underline dark:text-slate-300" onClick={() => void act(l, { action: 'ignore' })}>{t('statements.ui.ignore')}</button>}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pageSize={PAGE_SIZE} total={total} onPage={setPage} />
        </div>
      )}
      {preview && <MappingDialog preview={preview} fields={c.fields} busy={busy} error={error} onCancel={() => setPreview(null)} onImport={(m, name) => void doImport(m, name)} />}
      <ConfirmDialog open={asking} title={{ t: 'statements.ui.confirmTitle' }} message={t('statements.ui.confirmMessage', { count: chosen.size })} onAnswer={(yes) => void confirm(yes)} />
      {matching && <MatchDialog onClose={() => setMatching(null)} search={(q) => send(calls.candidates, values, { params: { search: q } })}
        onPick={(id) => { const l = matching; setMatching(null); void act(l, { action: 'match', registrationId: id }); }} />}
    </section>
  );
}

function MatchDialog({ search, onPick, onClose }: { search: (q: string) => Promise<Candidate[]>; onPick: (id: number) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Candidate[]>([]);
  useEffect(() => {
    const h = setTimeout(() => void search(q).then(setFound).catch(() => setFound([])), 250);
    return () => clearTimeout(h);
  }, [q]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="match-title" className="fixed inset-0 z-40 flex items-center justify-center bg-black/40 p-4 dark:bg-black/60" data-testid="match-dialog">
      <div className="w-full max-w-lg space-y-3 rounded-xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
        <h2 id="match-title" className="text-lg font-semibold">{t('statements.ui.matchTitle')}</h2>
        <input className={inputCls()} autoFocus aria-label={t('fields.statements.search')} placeholder={t('statements.ui.searchPlaceholder')} value={q} onChange={(e) => setQ(e.target.value)} />
        <ul className="max-h-72 divide-y divide-slate-100 overflow-auto dark:divide-slate-800">
          {found.map((c) => (
            <li key={c.registrationId}>
              <button type="button" className="w-full px-2 py-2 text-left hover:bg-slate-50 dark:hover:bg-slate-800" onClick={() => onPick(c.registrationId)}>
                {c.participantName} · {c.phone} · {c.transferReference} · {c.dueAmount.toFixed(2)} {c.currency}
              </button>
            </li>
          ))}
        </ul>
        <div className="flex justify-end"><button type="button" className={buttonCls('secondary')} onClick={onClose}>{t('statements.ui.close')}</button></div>
      </div>
    </div>
  );
}
