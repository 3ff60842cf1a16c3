// Speakers' and partners' batch delete as the admin-list runs it: ONE DELETE to the spec's batch
// call with the selected ids in the JSON body (not one DELETE per row).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminListSchema } from '../../renderers/admin-list/config';
import { runAction, type RunContext } from '../../renderers/admin-list/actions';
import speakers from '../../schemas/screens/content/speakers.json';
import partners from '../../schemas/screens/content/partners.json';

const answer = () => new Response(JSON.stringify({ code: 200, message: 'ok', data: { deleted: 2 } }), { status: 200, headers: { 'content-type': 'application/json' } });

describe.each([
  ['speakers', speakers],
  ['partners', partners],
])('%s batch delete', (name, screen) => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends one DELETE with the ids in the body', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => (calls.push({ url, init }), answer()));
    const action = adminListSchema.parse(screen).batchActions!.find((a) => a.key === 'delete')!;
    const refresh = vi.fn(async () => undefined);
    const ctx: RunContext = { t: ((k: string) => k) as never, tx: () => '', rows: [{ id: 4 }, { id: 9 }], rowKey: 'id', refresh };
    // the confirmation is the dialog's job; here only the call is under test
    await expect(runAction({ ...action, confirm: undefined, success: undefined }, ctx)).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(`/api/${name}/batch`);
    expect(calls[0].init.method).toBe('DELETE');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ ids: [4, 9] });
    expect(new Headers(calls[0].init.headers).get('content-type')).toBe('application/json');
    expect(refresh).toHaveBeenCalledOnce();
  });
});
