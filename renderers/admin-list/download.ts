// A toolbar action that downloads what a GET answers (an export of the filtered rows): fetched as a
// Blob through the HTTP client (so the bearer token goes along), then saved under the given name.
import { http } from '@runtime/http';
import { toast } from '@runtime/toast';
import type { ActionSpec } from './config';
import { failure, type RunContext } from './actions';

export async function download(a: ActionSpec, filters: Record<string, unknown>, ctx: RunContext): Promise<boolean> {
  const d = a.download!;
  try {
    const blob = await http.blob(d.path, filters as Record<string, string>);
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
