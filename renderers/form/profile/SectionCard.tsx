// A titled card of the personal centre's tabs, with an optional action at the right.
import type { ReactNode } from 'react';

export function SectionCard({ title, hint, action, children, testId }: { title: string; hint?: string; action?: ReactNode; children?: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="rounded-lg border border-gray-200 bg-white p-5 dark:border-gray-700 dark:bg-gray-900">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-gray-900 dark:text-gray-100">{title}</h2>
          {hint && <p className="mt-1 text-sm text-gray-500 dark:text-gray-400">{hint}</p>}
        </div>
        {action && <div className="shrink-0">{action}</div>}
      </div>
      {children && <div className="mt-4">{children}</div>}
    </section>
  );
}
