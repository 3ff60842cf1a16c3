// A labelled field of the send dialog with its message under it.
import type { ReactNode } from 'react';
import { errorCls, helpCls, labelCls } from '../../form/theme/cls';

export function Field({ id, label, error, hint, children, as = 'div', required }: { id?: string; label: string; error?: string; hint?: string; children: ReactNode; as?: 'div' | 'fieldset'; required?: boolean }) {
  const Tag = as;
  const text = required ? <>{label}<span aria-hidden="true" className="ml-0.5 text-red-500">*</span></> : label;
  return (
    <Tag className="min-w-0" data-field={id}>
      {as === 'fieldset' ? <legend className={labelCls}>{text}</legend> : <label htmlFor={id} className={labelCls}>{text}</label>}
      {children}
      {hint && !error && <p className={helpCls}>{hint}</p>}
      {error && <p role="alert" className={errorCls} id={id ? `${id}-error` : undefined}>{error}</p>}
    </Tag>
  );
}

export function Choice({ type, name, checked, onChange, children, testId }: { type: 'radio' | 'checkbox'; name: string; checked: boolean; onChange: () => void; children: ReactNode; testId?: string }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg px-3 py-1.5 text-sm ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-400 dark:ring-slate-700 dark:has-[:checked]:bg-brand-500/15 dark:has-[:checked]:ring-brand-500/60">
      <input type={type} name={name} checked={checked} onChange={onChange} data-testid={testId}
        className="h-4 w-4 border-slate-300 text-brand-600 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-800" />
      {children}
    </label>
  );
}
