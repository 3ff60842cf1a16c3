// Identity (role) options (spec 3 §4, §9): label, value, avatar, quota; a new one is 新身份n with quota
// 99999; at least one remains; which ones are shown (a removed one leaves the shown list too).
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../SettingsPanel';
import { withEn } from '@shared/bilingual';
import { cx, dangerLink, linkBtn, Section, smallInput } from './ui';

interface Identity { label: string; value: string; avatar?: string; amount?: number; en?: { label?: string } }

export function IdentityEditor({ page, onChange }: EditorProps) {
  const { t } = useTranslation();
  const list: Identity[] = page.identityList ?? [];
  const shown: string[] = page.showRoles ?? [];
  const set = (identityList: Identity[], showRoles = shown) => onChange({ ...page, identityList, showRoles: showRoles.filter((v) => identityList.some((r) => r.value === v)) });
  const setAt = (i: number, p: Partial<Identity>) => set(list.map((r, j) => (j === i ? { ...r, ...p } : r)), p.value !== undefined ? shown.map((v) => (v === list[i].value ? p.value! : v)) : shown);
  const add = () => {
    let n = list.length + 1;
    while (list.some((r) => r.value === `role${n}`)) n++;
    set([...list, { label: `${t('designer.identity.newLabel')}${n}`, value: `role${n}`, amount: 99999 }]);
  };
  return (
    <Section title={t('designer.identity.title')} actions={<button type="button" className={linkBtn} onClick={add} data-testid="add-identity">{t('designer.identity.add')}</button>}>
      <div className="space-y-2">
        {list.map((r, i) => (
          <div key={i} className="grid grid-cols-2 gap-1 rounded border border-gray-100 p-2 dark:border-gray-700 sm:grid-cols-[1fr_1fr_5rem_auto]">
            <input className={smallInput} value={r.label} placeholder={t('designer.identity.label')} aria-label={t('designer.identity.label')} onChange={(e) => setAt(i, { label: e.target.value })} data-testid={`identity-label-${i}`} />
            <input className={smallInput} value={r.value} placeholder={t('designer.identity.value')} aria-label={t('designer.identity.value')} onChange={(e) => setAt(i, { value: e.target.value.trim() })} />
            <input type="number" min={0} className={smallInput} value={r.amount ?? ''} aria-label={t('designer.identity.amount')} onChange={(e) => setAt(i, { amount: e.target.value === '' ? undefined : Math.max(0, Math.floor(Number(e.target.value))) })} />
            <span className="flex items-center gap-2">
              <label className="flex items-center gap-1 text-xs text-gray-600 dark:text-gray-300"><input type="checkbox" checked={shown.includes(r.value)} onChange={(e) => set(list, e.target.checked ? [...shown, r.value] : shown.filter((v) => v !== r.value))} />{t('designer.identity.shown')}</label>
              {list.length > 1 && <button type="button" className={dangerLink} onClick={() => set(list.filter((_, j) => j !== i))}>{t('designer.remove')}</button>}
            </span>
            <input className={cx(smallInput, 'col-span-2 sm:col-span-4')} value={r.en?.label ?? ''} lang="en" placeholder={t('bilingual.identityLabel')} aria-label={t('bilingual.identityLabel')} onChange={(e) => set(list.map((x, j) => (j === i ? withEn(x, 'label', e.target.value) : x)))} data-testid={`identity-label-en-${i}`} />
            <input className={cx(smallInput, 'col-span-2 sm:col-span-4')} value={r.avatar ?? ''} placeholder={t('designer.identity.avatar')} aria-label={t('designer.identity.avatar')} onChange={(e) => setAt(i, { avatar: e.target.value || undefined })} />
          </div>
        ))}
      </div>
      <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">{t('designer.identity.hint')}</p>
    </Section>
  );
}
