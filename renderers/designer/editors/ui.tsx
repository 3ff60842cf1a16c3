// Small pieces the designer's editors share.
import type { ReactNode } from 'react';
export { buttonCls, cx, inputCls, labelCls } from '../../form/theme/cls';

export const smallInput = 'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100';
export const linkBtn = 'text-sm font-medium text-brand-600 hover:underline disabled:opacity-50 dark:text-brand-100';
export const dangerLink = 'text-sm text-red-600 hover:underline dark:text-red-400';

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** "2026-05-01 09:00" <-> the value of a datetime-local input */
export const toInput = (s?: string) => (s ?? '').replace(/^(\d{4})[./](\d{2})[./](\d{2})/, '$1-$2-$3').replace(' ', 'T').slice(0, 16);
export const fromInput = (s: string) => s.replace('T', ' ');
