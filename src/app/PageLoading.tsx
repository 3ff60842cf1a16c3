// Shown while the first screen of a visit loads (its JSON and renderer chunk).
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600 dark:border-slate-700" />
    </div>
  );
}
