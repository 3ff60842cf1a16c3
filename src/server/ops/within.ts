/** `run`, or a rejection with `error` when it has not settled within `ms` (the operational checks wait no longer). */
export function within<T>(run: Promise<T>, ms: number, error: () => unknown = () => new Error(`no answer in ${ms} ms`)): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(error()), ms)));
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}
