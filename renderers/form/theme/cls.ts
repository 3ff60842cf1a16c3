// Tailwind class strings shared by the form theme (no Bootstrap names; every colour has a dark: twin).
export const cx = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' ');

export const inputCls = (invalid?: boolean) =>
  cx(
    'block w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 shadow-sm outline-none transition',
    'placeholder:text-gray-400 focus:ring-2 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500',
    'dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-500 dark:disabled:bg-gray-900',
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-500/30 dark:border-red-400'
      : 'border-gray-300 focus:border-brand-500 focus:ring-brand-500/30 dark:border-gray-600',
  );

export const labelCls = 'mb-1 block text-sm font-medium text-gray-700 dark:text-gray-200';
export const errorCls = 'mt-1 text-xs text-red-600 dark:text-red-400';
export const helpCls = 'mt-1 text-xs text-gray-500 dark:text-gray-400';
export const choiceCls = 'h-4 w-4 border-gray-300 text-brand-600 focus:ring-brand-500 dark:border-gray-600 dark:bg-gray-800';

export const buttonCls = (kind: 'primary' | 'secondary' | 'danger' = 'secondary') =>
  cx(
    'inline-flex items-center justify-center gap-1 rounded-md px-4 py-2 text-sm font-medium transition',
    'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/50 disabled:cursor-not-allowed disabled:opacity-60',
    kind === 'primary' && 'bg-brand-600 text-white hover:bg-brand-700',
    kind === 'secondary' &&
      'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200 dark:hover:bg-gray-700',
    kind === 'danger' && 'bg-red-600 text-white hover:bg-red-700',
  );
