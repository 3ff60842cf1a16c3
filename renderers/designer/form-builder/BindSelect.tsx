// Which record a field's answer fills (docs/registration.md, Binding): the participant's record or an
// invoice request, from the entity schemas' `x-answer` marks. Offered are the targets the field's type
// can hold and no other field fills; a field whose id a target claims (a library row) shows as bound.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ANSWER_ENTITIES, canBind, targetOf, type AnswerTargets, type BindTarget } from '@shared/designer/binding';
import type { FormField } from '@shared/designer/fields';
import { inputCls, labelCls } from '../editors/ui';

/** A target's name: its property's field label, or what the asking field asks. */
export const targetLabel = (t: TFunction, b: BindTarget) => t(b.property ? `fields.${b.entity}.${b.property}` : `designer.bind.ask.${b.entity}`);

/** "participant record: name", for the hint and the field list's chip. */
export const boundText = (t: TFunction, b: BindTarget) => t('designer.bind.target', { entity: t(`designer.bind.entity.${b.entity}`), property: targetLabel(t, b) });

export function BindSelect({ field, others, targets, onChange }: { field: FormField; others: FormField[]; targets: AnswerTargets; onChange: (bind: string) => void }) {
  const { t } = useTranslation();
  const current = targetOf(field, targets);
  const taken = new Set(others.map((o) => targetOf(o, targets)?.key).filter(Boolean));
  const offered = targets.list.filter((b) => b.key === current?.key || (canBind(field, b) && !taken.has(b.key)));
  const values = current?.property && Array.isArray(current.schema.enum) ? (current.schema.enum as string[]).join('、') : null;
  return (
    <div className="mt-3" data-testid="field-bind">
      <label className="block"><span className={labelCls}>{t('designer.bind.label')}</span>
        <select className={inputCls()} name="bind" value={current?.key ?? ''} onChange={(e) => onChange(e.target.value)} aria-describedby="field-bind-hint">
          <option value="">{t('designer.bind.none')}</option>
          {ANSWER_ENTITIES.map((entity) => {
            const list = offered.filter((b) => b.entity === entity);
            return list.length ? <optgroup key={entity} label={t(`designer.bind.entity.${entity}`)}>{list.map((b) => <option key={b.key} value={b.key}>{targetLabel(t, b)}</option>)}</optgroup> : null;
          })}
        </select>
      </label>
      <p id="field-bind-hint" className="mt-1 text-xs text-gray-500 dark:text-gray-400" data-testid="field-bind-hint">
        {!current ? t('designer.bind.noneHint')
          : current.property ? t('designer.bind.hint', { target: boundText(t, current) }) + (values ? ` ${t('designer.bind.values', { values })}` : '')
          : t('designer.bind.askHint', { target: boundText(t, current), yes: current.yes[0] ?? '' })}
      </p>
    </div>
  );
}
