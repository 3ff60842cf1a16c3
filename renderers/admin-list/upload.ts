// An action that uploads files chosen in the browser's picker to a row's path (a speaker's avatar,
// a partner's logo, documents into a collection), with fixed form fields (`{field}`s from the row).
import { http } from '@runtime/http';
import { toast } from '@runtime/toast';
import type { ActionSpec } from './config';
import { failure, fillPath, type RunContext } from './actions';

/** The files the user picks (none when the picker is closed). */
export function pickFiles(accept?: string, multiple?: boolean): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    if (accept) input.accept = accept;
    input.multiple = !!multiple;
    input.style.display = 'none';
    input.addEventListener('change', () => {
      resolve([...(input.files ?? [])]);
      input.remove();
    });
    input.addEventListener('cancel', () => (resolve([]), input.remove()));
    document.body.appendChild(input);
    input.click();
  });
}

export async function upload(a: ActionSpec, row: Record<string, unknown>, ctx: RunContext): Promise<boolean> {
  const u = a.upload!;
  const files = await pickFiles(u.accept, u.multiple);
  if (!files.length) return false;
  const form = new FormData();
  for (const [k, v] of Object.entries(u.fields ?? {})) form.append(k, fillPath(v, row));
  for (const f of files) form.append(u.field ?? 'file', f);
  try {
    await http.upload(fillPath(u.path, row), form);
    if (a.success) toast.success(ctx.tx(a.success, ctx.params));
    return true;
  } catch (err) {
    toast.error(failure(ctx, a, err).message);
    return false;
  } finally {
    await ctx.refresh();
  }
}
