// The steps a participant walks, the current one marked; scrolls sideways on a phone.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Step } from '@shared/designer/steps';
import { cx } from '../ui';

export function StepBar({ steps, current }: { steps: Step[]; current: Step }) {
  const { t, i18n } = useTranslation();
  const at = steps.indexOf(current);
  const list = useRef<HTMLOListElement>(null);
  // on a phone the bar scrolls sideways: keep the current step in sight (again when the labels change length with the language)
  useEffect(() => {
    const li = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    if (li && list.current) list.current.scrollLeft = li.offsetLeft - list.current.offsetLeft - 16;
  }, [current, i18n.language]);
  return (
    <ol ref={list} tabIndex={0} className="flex gap-2 overflow-x-auto pb-1 text-xs sm:text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500" aria-label={t('flowUi.steps')} data-testid="flow-steps">
      {steps.map((s, i) => (
        <li key={s} aria-current={i === at ? 'step' : undefined} className="flex shrink-0 items-center gap-1.5">
          <span className={cx('flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold', i < at ? 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-100' : i === at ? 'bg-brand-600 text-white' : 'bg-gray-200 text-gray-600 dark:bg-gray-700 dark:text-gray-300')}>{i + 1}</span>
          <span className={cx(i === at ? 'font-medium text-gray-900 dark:text-gray-100' : 'text-gray-500 dark:text-gray-400')}>{t(`flowUi.step.${s}`)}</span>
          {i < steps.length - 1 && <span className="mx-1 h-px w-4 bg-gray-300 dark:bg-gray-600" aria-hidden />}
        </li>
      ))}
    </ol>
  );
}
