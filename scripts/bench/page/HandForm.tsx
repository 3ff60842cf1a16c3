// The hand-written twin of the generated form: the same 200 fields, labels and input styles, one
// state object, no schema machinery. The bench's baseline.
import { useState } from 'react';
import { inputCls, labelCls, buttonCls } from '../../../renderers/form/theme/cls';
import { CHOICES, FIELDS } from './fields';

export function HandForm() {
  const [values, setValues] = useState<Record<string, string>>({});
  const set = (k: string, v: string) => setValues((old) => ({ ...old, [k]: v }));
  return (
    <form className="space-y-4" onSubmit={(e) => e.preventDefault()}>
      {FIELDS.map((f) => (
        <div key={f.key}>
          <label htmlFor={f.key} className={labelCls}>{f.label}</label>
          {f.kind === 'choice' ? (
            <select id={f.key} className={inputCls()} value={values[f.key] ?? ''} onChange={(e) => set(f.key, e.target.value)}>
              <option value="" />
              {CHOICES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          ) : (
            <input id={f.key} type={f.kind === 'number' ? 'number' : 'text'} maxLength={50} className={inputCls()} value={values[f.key] ?? ''} onChange={(e) => set(f.key, e.target.value)} />
          )}
        </div>
      ))}
      <button type="submit" className={buttonCls('primary')}>提交</button>
    </form>
  );
}
