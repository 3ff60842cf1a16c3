// The field library by category, the system templates and the organizer's own templates.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf, type FormField } from '@shared/designer/fields';
import { toast } from '@runtime/toast';
import { CATEGORIES, LIBRARY, libraryField, SYSTEM_TEMPLATES } from './library';
import { deleteTemplate, listTemplates, saveTemplate } from './userTemplates';
import { buttonCls, cx, dangerLink, linkBtn, smallInput } from '../editors/ui';

export function FieldLibrary({ lang, onAdd, current }: { lang: 'zh' | 'en'; onAdd: (fields: FormField[]) => void; current: FormField[] }) {
  const { t } = useTranslation();
  const [cat, setCat] = useState(CATEGORIES[0]);
  const [mine, setMine] = useState(listTemplates);
  const [name, setName] = useState('');
  const fromTemplate = (ids: string[]) => ids.map(libraryField).filter((f): f is FormField => !!f);
  const fields = LIBRARY.groups[cat] ?? [];
  const saveMine = () => {
    if (!name.trim()) return toast.warning(t('designer.template.nameRequired'));
    if (!current.length) return toast.warning(t('designer.template.noFields'));
    setMine(saveTemplate(name.trim(), current));
    setName('');
    toast.success(t('designer.template.saved'));
  };
  return (
    <div className="space-y-3" data-testid="field-library">
      <div className="flex flex-wrap gap-1" role="tablist">
        {CATEGORIES.map((c) => (
          <button key={c} type="button" role="tab" aria-selected={cat === c} className={cx('rounded px-2 py-1 text-xs', cat === c ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-700 dark:bg-gray-700 dark:text-gray-200')} onClick={() => setCat(c)}>
            {t(`designer.category.${c}`)} ({LIBRARY.groups[c].length})
          </button>
        ))}
      </div>
      <div className="flex max-h-40 flex-wrap gap-1 overflow-y-auto">
        {fields.length === 0 && <p className="text-xs text-gray-500 dark:text-gray-400">{t('designer.library.empty')}</p>}
        {fields.map((f) => (
          <button key={f.id} type="button" className="rounded border border-gray-200 px-2 py-0.5 text-xs text-gray-700 hover:border-brand-500 dark:border-gray-600 dark:text-gray-200" onClick={() => onAdd([structuredClone(f)])} data-testid={`lib-${f.id}`}>
            + {labelOf(f, lang)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="text-gray-500 dark:text-gray-400">{t('designer.template.system')}</span>
        {Object.entries(SYSTEM_TEMPLATES).map(([k, ids]) => <button key={k} type="button" className={linkBtn} onClick={() => onAdd(fromTemplate(ids))}>{t(`designer.template.${k}`)}</button>)}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="text-gray-500 dark:text-gray-400">{t('designer.template.mine')}</span>
        {mine.length === 0 && <span className="text-gray-500 dark:text-gray-400">{t('designer.template.none')}</span>}
        {mine.map((m) => (
          <span key={m.id} className="flex items-center gap-1">
            <button type="button" className={linkBtn} onClick={() => onAdd(m.fields)}>{m.name}</button>
            <button type="button" className={dangerLink} aria-label={t('designer.remove')} onClick={() => setMine(deleteTemplate(m.id))}>×</button>
          </span>
        ))}
      </div>
      <div className="flex gap-2">
        <input className={smallInput} value={name} placeholder={t('designer.template.name')} onChange={(e) => setName(e.target.value)} />
        <button type="button" className={cx(buttonCls('secondary'), 'shrink-0 whitespace-nowrap')} onClick={saveMine}>{t('designer.template.save')}</button>
      </div>
    </div>
  );
}
