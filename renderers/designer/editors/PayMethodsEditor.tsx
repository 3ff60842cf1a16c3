// The pay methods offered (bank transfer with proof review, payment on site); each with its label.
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../SettingsPanel';
import { Section, smallInput } from './ui';

const METHODS = ['bankCard', 'cash'] as const;
interface Method { value: string; label?: string; enabled?: boolean }

export function PayMethodsEditor({ page, onChange }: EditorProps) {
  const { t } = useTranslation();
  const list: Method[] = page.payMethods?.length ? page.payMethods : METHODS.map((value) => ({ value, label: t(`flowUi.payMethod.${value}`), enabled: true }));
  const at = (v: string) => list.find((m) => m.value === v) ?? { value: v, label: t(`flowUi.payMethod.${v}`), enabled: false };
  const set = (v: string, p: Partial<Method>) => onChange({ ...page, payMethods: METHODS.map((m) => (m === v ? { ...at(m), ...p } : at(m))) });
  return (
    <Section title={t('designer.pay.methods')}>
      {METHODS.map((m) => (
        <div key={m} className="mb-2 flex items-center gap-2">
          <label className="flex w-32 shrink-0 items-center gap-1 text-sm text-gray-700 dark:text-gray-200"><input type="checkbox" checked={at(m).enabled !== false} onChange={(e) => set(m, { enabled: e.target.checked })} data-testid={`method-${m}`} />{t(`flowUi.payMethod.${m}`)}</label>
          <input className={smallInput} value={at(m).label ?? ''} aria-label={t('designer.pay.label')} onChange={(e) => set(m, { label: e.target.value })} />
        </div>
      ))}
      {!list.some((m) => m.enabled !== false) && <p role="alert" className="text-xs text-red-600 dark:text-red-400">{t('designer.pay.none')}</p>}
    </Section>
  );
}
