// The form builder (spec 3 §2.10, §4): groups with fields, fields from the library, templates or
// blank; reorder by drag and drop (or the arrow buttons), edit in a dialog, clear all after confirming.
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { allFields, labelOf, typeOf, type FormField, type FormGroup } from '@shared/designer/fields';
import { withEn } from '@shared/bilingual';
import { useLang } from '@runtime/i18n';
import { toast } from '@runtime/toast';
import { confirm } from '../../console/confirmStore';
import type { EditorProps } from '../SettingsPanel';
import { FieldDialog } from './FieldDialog';
import { boundText, targetLabel } from './BindSelect';
import { targetOf } from '@shared/designer/binding';
import { clientAnswerTargets } from '@runtime/answerTargets';
import { FieldLibrary } from './FieldLibrary';
import { addField, addGroup, moveField, moveGroup, removeField, replaceField, type At } from './groupOps';
import { cx, dangerLink, linkBtn, Section, smallInput } from '../editors/ui';

export function FormBuilder({ page, onChange }: EditorProps) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const groups: FormGroup[] = page.formGroups ?? [];
  const [editing, setEditing] = useState<At | null>(null);
  const [drag, setDrag] = useState<At | null>(null);
  const set = (formGroups: FormGroup[]) => onChange({ ...page, formGroups });
  const defaultName = t('designer.form.newGroup');
  const add = (fields: FormField[]) => set(fields.reduce((gs, f) => addField(gs, f, defaultName), groups));
  const addBlank = () => {
    const next = addField(groups, { id: 'field', label: t('designer.form.newField'), fieldType: 'text', maxLength: 1000 }, defaultName);
    set(next);
    setEditing({ g: next.length - 1, i: next[next.length - 1].fields.length - 1 });
  };
  const clearAll = async () => {
    if (!allFields(groups).length) return;
    const ok = await confirm({ title: t('designer.form.clearTitle'), message: t('designer.form.clearConfirm'), danger: true });
    if (!ok) return toast.info(t('designer.form.clearCancelled'));
    set([]);
  };
  const drop = (to: At) => (e: DragEvent) => {
    e.preventDefault();
    if (drag) set(moveField(groups, drag, to));
    setDrag(null);
  };
  const editingField = editing && groups[editing.g]?.fields[editing.i];
  const others = editingField ? allFields(groups).filter((f) => f.id !== editingField.id) : [];

  return (
    <Section title={t('designer.form.title')} actions={<span className="flex gap-3"><button type="button" className={linkBtn} onClick={() => set(addGroup(groups, defaultName))} data-testid="add-group">{t('designer.form.addGroup')}</button><button type="button" className={linkBtn} onClick={addBlank} data-testid="add-field">{t('designer.form.addField')}</button><button type="button" className={dangerLink} onClick={clearAll} data-testid="clear-fields">{t('designer.form.clear')}</button></span>}>
      <FieldLibrary lang={lang === 'en' ? 'en' : 'zh'} onAdd={add} current={allFields(groups)} />
      <div className="mt-4 space-y-3" data-testid="form-groups">
        {groups.length === 0 && <p className="text-sm text-gray-500 dark:text-gray-400">{t('designer.form.empty')}</p>}
        {groups.map((g, gi) => (
          <div key={g.id} className="rounded border border-gray-200 p-2 dark:border-gray-700" onDragOver={(e) => e.preventDefault()} onDrop={drop({ g: gi, i: g.fields.length })} data-testid={`group-${gi}`}>
            <div className="mb-2 flex items-center gap-2">
              <input className={cx(smallInput, 'font-medium')} value={g.name} aria-label={t('designer.form.groupName')} onChange={(e) => set(groups.map((x, j) => (j === gi ? { ...x, name: e.target.value } : x)))} />
              <input className={smallInput} value={g.en?.name ?? ''} lang="en" placeholder={t('bilingual.groupName')} aria-label={t('bilingual.groupName')} onChange={(e) => set(groups.map((x, j) => (j === gi ? withEn(x, 'name', e.target.value) : x)))} data-testid={`group-name-en-${gi}`} />
              <button type="button" className={linkBtn} disabled={gi === 0} aria-label={t('designer.up')} onClick={() => set(moveGroup(groups, gi, -1))}>↑</button>
              <button type="button" className={linkBtn} disabled={gi === groups.length - 1} aria-label={t('designer.down')} onClick={() => set(moveGroup(groups, gi, 1))}>↓</button>
              <button type="button" className={dangerLink} onClick={() => set(groups.filter((_, j) => j !== gi))}>{t('designer.remove')}</button>
            </div>
            <ul className="space-y-1">
              {g.fields.map((f, fi) => (
                <li key={f.id} draggable onDragStart={() => setDrag({ g: gi, i: fi })} onDragOver={(e) => e.preventDefault()} onDrop={(e) => { e.stopPropagation(); drop({ g: gi, i: fi })(e); }}
                  className={cx('flex cursor-move flex-wrap items-center gap-x-2 gap-y-0.5 rounded border border-gray-100 bg-gray-50 px-2 py-1 text-sm dark:border-gray-700 dark:bg-gray-800', drag?.g === gi && drag.i === fi && 'opacity-50')} data-testid={`field-${f.id}`}>
                  <span aria-hidden className="text-gray-400">⠿</span>
                  <span className="min-w-[6rem] flex-1 truncate text-gray-900 dark:text-gray-100">{labelOf(f, lang)}{f.required && <span className="text-red-500"> *</span>}</span>
                  <span className="text-xs text-gray-500 dark:text-gray-400">{t(`designer.type.${typeOf(f)}`)}</span>
                  {(() => {
                    const b = targetOf(f, clientAnswerTargets());
                    return b && <span className="rounded bg-emerald-100 px-1 text-xs text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200" title={boundText(t, b)} data-testid={`bound-${f.id}`}>{t('designer.bind.chip', { target: targetLabel(t, b) })}</span>;
                  })()}
                  {f.dependsOn && <span className="rounded bg-amber-100 px-1 text-xs text-amber-800 dark:bg-amber-900/40 dark:text-amber-200" title={f.dependsOn}>{t('designer.form.dependent')}</span>}
                  <button type="button" className={linkBtn} disabled={fi === 0} aria-label={t('designer.up')} onClick={() => set(moveField(groups, { g: gi, i: fi }, { g: gi, i: fi - 1 }))}>↑</button>
                  <button type="button" className={linkBtn} disabled={fi === g.fields.length - 1} aria-label={t('designer.down')} onClick={() => set(moveField(groups, { g: gi, i: fi }, { g: gi, i: fi + 2 }))}>↓</button>
                  <button type="button" className={linkBtn} onClick={() => setEditing({ g: gi, i: fi })} data-testid={`edit-${f.id}`}>{t('designer.edit')}</button>
                  <button type="button" className={dangerLink} onClick={() => set(removeField(groups, { g: gi, i: fi }))}>{t('designer.remove')}</button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {editing && editingField && (
        <FieldDialog field={editingField} others={others} onClose={() => setEditing(null)} onSave={(f) => { set(replaceField(groups, editing, f)); setEditing(null); }} />
      )}
    </Section>
  );
}
