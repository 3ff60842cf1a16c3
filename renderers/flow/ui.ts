// Class strings of the flow's cards and choices (phone first; dark twins everywhere).
import { cx } from '../form/theme/cls';
export { buttonCls, cx, inputCls, labelCls, errorCls, helpCls } from '../form/theme/cls';

export const cardCls = 'rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-800';
export const choiceCard = (on: boolean, off = false) =>
  cx(
    'w-full rounded-lg border p-3 text-left transition focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/50',
    on ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500 dark:bg-brand-500/15' : 'border-gray-200 bg-white hover:border-brand-500 dark:border-gray-700 dark:bg-gray-800',
    off && 'cursor-not-allowed opacity-50',
  );
export const titleCls = 'text-lg font-semibold text-gray-900 dark:text-gray-100';
export const mutedCls = 'text-sm text-gray-600 dark:text-gray-400'; // 600: still 4.5:1 on a chosen card's brand-50
