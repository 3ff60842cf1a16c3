// Language and theme, applied at once and kept in this browser (the runtime persists both).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '@runtime/i18n';
import { useTheme } from '@runtime/theme';
import { cx } from '../theme/cls';
import { SectionCard } from './SectionCard';

function Choice<V extends string>({ name, value, options, onPick }: { name: string; value: V; options: { value: V; label: ReactNode }[]; onPick: (v: V) => void }) {
  return (
    <div role="radiogroup" aria-label={name} className="inline-flex rounded-lg bg-gray-100 p-1 dark:bg-gray-800">
      {options.map((o) => (
        <button key={o.value} type="button" role="radio" aria-checked={o.value === value} data-pref={`${name}-${o.value}`} onClick={() => onPick(o.value)}
          className={cx('rounded-md px-4 py-1.5 text-sm font-medium transition',
            o.value === value ? 'bg-white text-brand-700 shadow-sm dark:bg-gray-900 dark:text-brand-100' : 'text-gray-600 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white')}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function PreferencesTab() {
  const { t } = useTranslation();
  const { lang, setLanguage } = useLang();
  const { theme, setTheme } = useTheme();
  const p = (k: string) => t(`console.personal.preferences.${k}`);
  return (
    <div className="space-y-6">
      <SectionCard testId="pref-language" title={p('language')} hint={p('languageHint')}
        action={<Choice name="language" value={lang} onPick={(v) => void setLanguage(v)} options={[{ value: 'zh', label: p('zh') }, { value: 'en', label: p('en') }]} />} />
      <SectionCard testId="pref-theme" title={p('theme')} hint={p('themeHint')}
        action={<Choice name="theme" value={theme} onPick={setTheme} options={[{ value: 'light', label: p('light') }, { value: 'dark', label: p('dark') }]} />} />
    </div>
  );
}
