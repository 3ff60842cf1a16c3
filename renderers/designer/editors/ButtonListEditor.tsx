// A step's buttons (pending, success, cart, ...): add (新按钮, 新按钮2, ...), remove, reorder; a label
// is trimmed, non-empty and unique in its list (spec 3 §5, §9).
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../SettingsPanel';
import { cx, dangerLink, linkBtn, Section, smallInput } from './ui';

interface Button { label: string; action?: string; url?: string; type?: string }
const ACTIONS = ['next', 'prev', 'home', 'participantCenter', 'link'];

export function ButtonListEditor({ page, onChange, prop }: EditorProps) {
  const { t } = useTranslation();
  const list: Button[] = Array.isArray(page[prop]) ? page[prop] : [];
  const set = (next: Button[]) => onChange({ ...page, [prop]: next });
  const setAt = (i: number, p: Partial<Button>) => set(list.map((b, j) => (j === i ? { ...b, ...p } : b)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    set(next);
  };
  const add = () => {
    const base = t('designer.buttons.newLabel');
    let label = base;
    for (let n = 2; list.some((b) => b.label === label); n++) label = `${base}${n}`;
    set([...list, { label, action: 'home', type: 'primary' }]);
  };
  const problem = (b: Button, i: number) => (!b.label.trim() ? t('designer.buttons.empty') : list.some((x, j) => j !== i && x.label.trim() === b.label.trim()) ? t('designer.buttons.taken') : '');
  return (
    <Section title={t(`designer.prop.${prop}`)} actions={<button type="button" className={linkBtn} onClick={add} disabled={list.length >= 10} data-testid={`add-${prop}`}>{t('designer.buttons.add')}</button>}>
      {list.length === 0 && <p className="text-xs text-gray-500 dark:text-gray-400">{t('designer.buttons.none')}</p>}
      <ul className="space-y-2">
        {list.map((b, i) => {
          const err = problem(b, i);
          return (
            <li key={i} className="rounded border border-gray-100 p-2 dark:border-gray-700">
              <div className="flex flex-wrap items-center gap-1">
                <input className={cx(smallInput, 'min-w-[7rem] flex-1', err && 'border-red-500')} value={b.label} aria-invalid={!!err} aria-label={t('designer.prop.label')} onChange={(e) => setAt(i, { label: e.target.value })} onBlur={() => setAt(i, { label: b.label.trim() })} />
                <select className={cx(smallInput, 'w-auto')} value={b.action ?? 'next'} aria-label={t('designer.prop.action')} onChange={(e) => setAt(i, { action: e.target.value })}>
                  {ACTIONS.map((a) => <option key={a} value={a}>{t(`designer.enum.${a}`)}</option>)}
                </select>
                <select className={cx(smallInput, 'w-auto')} value={b.type ?? 'primary'} aria-label={t('designer.prop.type')} onChange={(e) => setAt(i, { type: e.target.value })}>
                  {['primary', 'default'].map((a) => <option key={a} value={a}>{t(`designer.enum.${a}`)}</option>)}
                </select>
                <button type="button" className={linkBtn} disabled={i === 0} aria-label={t('designer.up')} onClick={() => move(i, -1)}>↑</button>
                <button type="button" className={linkBtn} disabled={i === list.length - 1} aria-label={t('designer.down')} onClick={() => move(i, 1)}>↓</button>
                <button type="button" className={dangerLink} onClick={() => set(list.filter((_, j) => j !== i))}>{t('designer.remove')}</button>
              </div>
              {b.action === 'link' && <input className={cx(smallInput, 'mt-1')} value={b.url ?? ''} placeholder="https://" aria-label={t('designer.prop.url')} onChange={(e) => setAt(i, { url: e.target.value })} />}
              {err && <p role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">{err}</p>}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
