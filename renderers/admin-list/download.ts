// An action that downloads what a GET answers: on the toolbar an export of the filtered rows (the filters
// as its query), on a row that row's file (its `{field}`s filled into the path and the name). Fetched as a
// Blob through the HTTP client (so the bearer token goes along), then saved under the given name.
import { fillPath } from '@runtime/data';
import { http } from '@runtime/http';
import { toast } from '@runtime/toast';
import type { ActionSpec } from './config';
import { failure, type RunContext } from './actions';

// the saved name: the row's values as they are, minus path separators (the path is filled by fillPath)
const fileName = (s: string, row: Record<string, unknown>) =>
  s.replace(/\{(\w+)\}/g, (m, k: string) => (row[k] === undefined || row[k] === null ? m : String(row[k]).replace(/[/\\]/g, '_')));

export async function download(a: ActionSpec, filters: Record<string, unknown>, ctx: RunContext, row?: Record<string, unknown>): Promise<boolean> {
  const d = row ? { path: fillPath(a.download!.path, row)?.path ?? a.download!.path, filename: fileName(a.download!.filename, row) } : a.download!;
  try {
    const blob = await http.blob(d.path, row ? {} : (filters as Record<string, string>));
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = d.filename;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    if (a.success) toast.success(ctx.tx(a.success, ctx.params));
    return true;
  } catch (err) {
    toast.error(failure(ctx, a, err).message);
    return false;
  }
}
