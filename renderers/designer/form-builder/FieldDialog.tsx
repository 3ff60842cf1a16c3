// Edit one form field (spec 3 §4, §5): label, type (a change resets the type's settings), required,
// width, choices for choice types (one a line, "value|text" for a pair; non-empty, unique values), the type's limits, dependsOn/dependsValue,
// and the record its answer fills (BindSelect).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeType, choicesOf, CHOICE_TYPES, DATE_FORMATS, FIELD_TYPES, typeOf, type FieldType, type FormField } from '@shared/designer/fields';
import { choiceLines, parseChoiceLines } from '@shared/designer/choiceLines';
import { toast } from '@runtime/toast';
import { clientAnswerTargets } from '@runtime/answerTargets';
import { targetOf } from '@shared/designer/binding';
import { buttonCls, inputCls, labelCls } from '../editors/ui';
import { BindSelect } from './BindSelect';
import { withEn } from '@shared/bilingual';

const num = (v: string) => (v === '' ? undefined : Number(v));

function NumberInput({ label, value, onChange, min, max, step }: { label: string; value?: number; onChange: (v?: number) => void; min?: number; max?: number; step?: number }) {
  return <label className="block"><span className={labelCls}>{label}</span><input type="number" className={inputCls()} value={value ?? ''} min={min} max={max} step={step} onChange={(e) => onChange(num(e.target.value))} /></label>;
}

export function FieldDialog({ field, others, onSave, onClose }: { field: FormField; others: FormField[]; onSave: (f: FormField) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [f, setF] = useState<FormField>({ ...field, fieldType: typeOf(field) });
  const [optionsText, setOptionsText] = useState(choiceLines(field));
  const [optionsEnText, setOptionsEnText] = useState((field.en?.options ?? []).join('\n'));
  const type = typeOf(f);
  const set = (p: Partial<FormField>) => setF((x) => ({ ...x, ...p }));
  const setEn = (key: string, v: string) => setF((x) => withEn(x, key, v));
  const dep = others.find((o) => o.id === f.dependsOn);

  const save = () => {
    if (!f.label.trim()) return toast.warning(t('designer.field.labelRequired'));
    let next: FormField = { ...f, label: f.label.trim() };
    if (CHOICE_TYPES.includes(type)) {
      const c = parseChoiceLines(optionsText);
      if (!c.ok) return toast.warning(t(c.error === 'optionTooLong' ? 'flowGaps.optionTooLong' : `designer.field.${c.error}`));
      next = { ...next, options: c.options, values: c.values };
      // the English texts of the choices, line by line beside the Chinese ones
      const en = optionsEnText.split('\n').map((s) => s.trim());
      while (en.length && !en[en.length - 1]) en.pop();
      if (en.length > (c.values ?? c.options ?? []).length) return toast.warning(t('bilingual.tooManyOptions'));
      next = withEn(next, 'options', en);
    } else next = withEn(next, 'options', undefined);
    if (!next.dependsOn) next = { ...next, dependsOn: undefined, dependsValue: undefined };
    // a binding the field's (new) type cannot hold is dropped rather than refused at saving
    if (next.bind && !targetOf(next, clientAnswerTargets())) next = { ...next, bind: undefined };
    onSave(next);
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-3" role="dialog" aria-modal="true" aria-label={t('designer.field.edit')} data-testid="field-dialog">
      <div className="max-h-[90vh] w-full max-w-xl overflow-y-auto rounded-lg bg-white p-5 shadow-xl dark:bg-gray-900">
        <h2 className="mb-4 text-lg font-semibold text-gray-900 dark:text-gray-100">{t('designer.field.edit')}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="block"><span className={labelCls}>{t('designer.field.label')}</span><input className={inputCls()} value={f.label} onChange={(e) => set({ label: e.target.value })} name="label" /></label>
          <label className="block"><span className={labelCls}>{t('designer.field.type')}</span>
            <select className={inputCls()} value={type} name="fieldType" onChange={(e) => { const nf = changeType(f, e.target.value as FieldType, [t('designer.field.option', { n: 1 }), t('designer.field.option', { n: 2 })]); setF(nf); setOptionsText(choiceLines(nf)); }}>
              {FIELD_TYPES.map((x) => <option key={x} value={x}>{t(`designer.type.${x}`)}</option>)}
            </select>
          </label>
          <label className="block"><span className={labelCls}>{t('bilingual.label')}</span><input className={inputCls()} value={f.en?.label ?? ''} onChange={(e) => setEn('label', e.target.value)} name="labelEn" lang="en" /></label>
          <label className="block"><span className={labelCls}>{t('designer.field.placeholder')}</span><input className={inputCls()} value={f.placeholder ?? ''} onChange={(e) => set({ placeholder: e.target.value || undefined })} /></label>
          <label className="block"><span className={labelCls}>{t('bilingual.placeholder')}</span><input className={inputCls()} value={f.en?.placeholder ?? ''} onChange={(e) => setEn('placeholder', e.target.value)} name="placeholderEn" lang="en" /></label>
          <label className="block"><span className={labelCls}>{t('designer.field.span')}</span>
            <select className={inputCls()} value={f.span ?? (type === 'textarea' ? 24 : 12)} onChange={(e) => set({ span: Number(e.target.value) as 12 | 24 })}><option value={12}>{t('designer.field.half')}</option><option value={24}>{t('designer.field.full')}</option></select>
          </label>
          <label className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-200"><input type="checkbox" checked={!!f.required} onChange={(e) => set({ required: e.target.checked })} name="required" />{t('designer.field.required')}</label>
        </div>
        <BindSelect field={f} others={others} targets={clientAnswerTargets()} onChange={(bind) => set({ bind })} />
        {CHOICE_TYPES.includes(type) && (
          <div className="mt-3">
            <label className="block"><span className={labelCls}>{t('designer.field.options')}</span><textarea className={inputCls()} rows={4} value={optionsText} onChange={(e) => setOptionsText(e.target.value)} name="options" aria-describedby="field-options-hint" /></label>
            <p id="field-options-hint" className="mt-1 text-xs text-gray-500 dark:text-gray-400">{t('flowGaps.choiceHint')}</p>
            <label className="mt-2 block"><span className={labelCls}>{t('bilingual.options')}</span><textarea className={inputCls()} rows={4} value={optionsEnText} onChange={(e) => setOptionsEnText(e.target.value)} name="optionsEn" lang="en" /></label>
          </div>
        )}
        <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">{t('bilingual.hint')}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {(type === 'text' || type === 'textarea') && <><NumberInput label={t('designer.field.minLength')} value={f.minLength} min={0} max={1000} onChange={(v) => set({ minLength: v })} /><NumberInput label={t('designer.field.maxLength')} value={f.maxLength} min={0} max={1000} onChange={(v) => set({ maxLength: v })} /></>}
          {type === 'textarea' && <NumberInput label={t('designer.field.rows')} value={f.rows} min={2} max={10} onChange={(v) => set({ rows: v === undefined ? undefined : Math.min(10, Math.max(2, v)) })} />}
          {type === 'number' && <><NumberInput label={t('designer.field.min')} value={f.min} onChange={(v) => set({ min: v })} /><NumberInput label={t('designer.field.max')} value={f.max} onChange={(v) => set({ max: v })} /><NumberInput label={t('designer.field.step')} value={f.step} min={0.1} step={0.1} onChange={(v) => set({ step: v === undefined ? undefined : Math.max(0.1, v) })} /></>}
          {type === 'date' && <label className="block"><span className={labelCls}>{t('designer.field.dateFormat')}</span><select className={inputCls()} value={f.dateFormat ?? 'YYYY-MM-DD'} onChange={(e) => set({ dateFormat: e.target.value as FormField['dateFormat'] })}>{DATE_FORMATS.map((d) => <option key={d}>{d}</option>)}</select></label>}
          {(type === 'file' || type === 'image') && <><NumberInput label={t('designer.field.maxFileSize')} value={f.maxFileSize} min={1} max={100} onChange={(v) => set({ maxFileSize: v === undefined ? undefined : Math.min(100, Math.max(1, v)) })} /><label className="block sm:col-span-2"><span className={labelCls}>{t('designer.field.acceptedTypes')}</span><input className={inputCls()} value={f.acceptedTypes ?? ''} onChange={(e) => set({ acceptedTypes: e.target.value })} /></label></>}
          {type === 'url' && <label className="block"><span className={labelCls}>{t('designer.field.urlPattern')}</span><select className={inputCls()} value={f.urlPattern ?? 'any'} onChange={(e) => set({ urlPattern: e.target.value as FormField['urlPattern'] })}>{['any', 'https', 'email'].map((p) => <option key={p} value={p}>{t(`designer.field.url.${p}`)}</option>)}</select></label>}
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <label className="block"><span className={labelCls}>{t('designer.field.dependsOn')}</span>
            <select className={inputCls()} value={f.dependsOn ?? ''} name="dependsOn" onChange={(e) => set({ dependsOn: e.target.value || undefined, dependsValue: undefined })}>
              <option value="">{t('designer.field.always')}</option>
              {others.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
            </select>
          </label>
          {dep && (
            <label className="block"><span className={labelCls}>{t('designer.field.dependsValue')}</span>
              {CHOICE_TYPES.includes(typeOf(dep)) ? (
                <select className={inputCls()} value={String(f.dependsValue ?? '')} name="dependsValue" onChange={(e) => set({ dependsValue: e.target.value || undefined })}>
                  <option value="">{t('designer.field.anyValue')}</option>
                  {choicesOf(dep).map(([v, text]) => <option key={v} value={v}>{text}</option>)}
                </select>
              ) : <input className={inputCls()} value={String(f.dependsValue ?? '')} name="dependsValue" placeholder={t('designer.field.anyValue')} onChange={(e) => set({ dependsValue: e.target.value || undefined })} />}
            </label>
          )}
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className={buttonCls('secondary')} onClick={onClose}>{t('form.cancel')}</button>
          <button type="button" className={buttonCls('primary')} onClick={save} data-testid="field-save">{t('designer.field.save')}</button>
        </div>
      </div>
    </div>
  );
}
