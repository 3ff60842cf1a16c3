// The stack of toast messages, fixed at the top centre. The app mounts it once.
import { useT } from '../../src/runtime/i18n';
import { dismissToast, useToasts, type ToastType } from '../../src/runtime/toast';

const STYLES: Record<ToastType, string> = {
  success: 'border-green-300 bg-green-50 text-green-800 dark:border-green-700 dark:bg-green-950 dark:text-green-200',
  error: 'border-red-300 bg-red-50 text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200',
  info: 'border-sky-300 bg-sky-50 text-sky-800 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-200',
  warning: 'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
};

const ICONS: Record<ToastType, string> = { success: '✓', error: '✕', info: 'i', warning: '!' };

export function Toaster() {
  const toasts = useToasts();
  const { t } = useT();
  return (
    <div
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 top-4 z-[1000] flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
          data-toast={toast.type}
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-lg border px-4 py-2 text-sm shadow-lg ${STYLES[toast.type]}`}
        >
          <span aria-hidden="true" className="font-bold">
            {ICONS[toast.type]}
          </span>
          <span className="flex-1 break-words">{toast.text}</span>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('http.close')}
            className="opacity-60 hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-current"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export default Toaster;
