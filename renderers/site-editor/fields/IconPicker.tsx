// An icon prop (`x-picker: icon`): a grid of the icon set the site draws (renderers/site/lib/icons),
// each shown, named for screen readers, the chosen one pressed; none is a choice too.
import { useTranslation } from 'react-i18next';
import { Icon, iconNames } from '../../site/lib/icons';

export function IconPicker({ id, value, onChange }: { id: string; value: string; onChange(v: string): void }) {
  const { t } = useTranslation();
  const cell = 'flex h-9 items-center justify-center rounded-md border text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800';
  const on = 'border-brand-600 bg-brand-50 ring-1 ring-brand-600 dark:bg-slate-800';
  const off = 'border-slate-200 dark:border-slate-700';
  return (
    <div id={id} role="group" className="grid grid-cols-6 gap-1" data-testid="icon-picker">
      <button type="button" onClick={() => onChange('')} aria-pressed={!value} title={t('siteEditor.iconNone')} className={`${cell} ${!value ? on : off} text-xs`}>
        {t('siteEditor.iconNone')}
      </button>
      {iconNames.map((n) => (
        <button key={n} type="button" onClick={() => onChange(n)} aria-pressed={value === n} aria-label={n} title={n} data-icon={n} className={`${cell} ${value === n ? on : off}`}>
          <Icon name={n} className="h-5 w-5" />
        </button>
      ))}
    </div>
  );
}
