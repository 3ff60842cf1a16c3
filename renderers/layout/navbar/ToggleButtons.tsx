// The language (中文/EN) and theme toggles of the navbar.
import { useTranslation } from 'react-i18next';
import { Icon } from '@renderers/site';

const btn = 'inline-flex h-9 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

export function LangToggle({ lang, onToggle, onIntent }: { lang: 'zh' | 'en'; onToggle: () => void; onIntent?: () => void }) {
  const { t } = useTranslation();
  const other = lang === 'zh' ? 'EN' : '中文';
  // the name starts with what the button shows (WCAG 2.5.3: a speech user says "EN"), then what it does
  return (
    <button type="button" data-testid="lang-toggle" onClick={onToggle} onPointerEnter={onIntent} onFocus={onIntent} className={btn} title={t('lang.switch')} aria-label={`${other} ${t('lang.switch')}`}>
      <Icon name="globe" className="h-4 w-4" />
      <span lang={lang === 'zh' ? 'en' : 'zh'}>{other}</span>
    </button>
  );
}

export function ThemeToggle({ theme, onToggle }: { theme: 'light' | 'dark'; onToggle: () => void }) {
  const { t } = useTranslation();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button type="button" data-testid="theme-toggle" onClick={onToggle} className={`${btn} w-9 px-0`} title={label} aria-label={label}>
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} className="h-5 w-5" />
    </button>
  );
}
