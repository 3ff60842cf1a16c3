// The payment-review and finance screens as the admin-list renderer reads them: review only on
// pending rows with the spec's texts, fixed review bodies kept by the parser, every text key in both
// languages, and the proof dialog's URL rule.
import { describe, expect, it } from 'vitest';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import { lookup } from '../../src/shared/messages';
import { adminListSchema } from '../../renderers/admin-list/config';
import { safeImageUrl } from '../../renderers/admin-list/ImageDialog';
import payments from '../../schemas/screens/meeting/payments.json';
import finance from '../../schemas/screens/admin/finance.json';

/** Every `{ t: key }` and `texts`/`errors` key of a config. */
function keys(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => keys(x, out));
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.t === 'string') out.push(o.t);
    for (const [k, x] of Object.entries(o)) {
      if ((k === 'texts' || k === 'errors') && x && typeof x === 'object') out.push(...(Object.values(x) as string[]));
      else if (k === 'error' && typeof x === 'string') out.push(x);
      else keys(x, out);
    }
  }
  return out;
}

describe('payment review screen', () => {
  const c = adminListSchema.parse(payments);
  const action = (k: string) => c.rowActions!.find((a) => a.key === k)!;

  it('approve and reject only on pending rows, with the body the server expects', () => {
    expect(action('approve')).toMatchObject({ when: { paymentStatus: 'pending' }, request: { method: 'PUT', path: '/api/participants/{participantId}/payment-review', body: { action: 'approve' } } });
    expect(action('reject')).toMatchObject({ when: { paymentStatus: 'pending' }, form: { schemaId: 'payments.rejectForm' }, request: { body: { action: 'reject' } } });
    expect(action('proof').image).toMatchObject({ field: 'bankTransferProof' });
    expect(action('detail').open).toBe('detail');
  });

  it('shows the spec’s texts', () => {
    expect(lookup(zh, c.errors!.default)).toBe('加载支付数据失败');
    expect(lookup(zh, (action('approve').failure as { t: string }).t)).toBe('审核通过失败');
    expect(lookup(zh, (action('reject').failure as { t: string }).t)).toBe('审核拒绝失败');
    expect(lookup(zh, (action('proof').image!.empty as { t: string }).t)).toBe('该用户未上传转账凭证');
    expect(lookup(zh, c.texts!.empty!)).toBe('暂无用户数据');
    expect(lookup(zh, 'payments.rejectReason.required')).toBe('请选择拒绝原因');
  });

  it('filters offer bank transfer and cash only', () => {
    const method = (c.filters as Array<{ name: string; options?: Array<{ value: string }> }>).find((f) => f.name === 'paymentMethod')!;
    expect(method.options!.map((o) => o.value)).toEqual(['bankCard', 'cash']);
  });

  it('every text key exists in zh and en (payments and finance)', () => {
    const all = [...keys(payments), ...keys(finance)];
    expect(all.length).toBeGreaterThan(30);
    for (const k of all) for (const m of [zh, en]) expect(lookup(m, k), k).toEqual(expect.any(String));
  });
});

describe('finance screen', () => {
  it('parses, pages on the server and fills the meeting filter from the API', () => {
    const c = adminListSchema.parse(finance);
    expect(c.pagination).toMatchObject({ mode: 'server', base: 0 });
    expect((c.filters as Array<Record<string, any>>).find((f) => f.name === 'meetingId')!.optionsSource).toMatchObject({ path: '/api/co/finance/meetings', value: 'id', label: 'title' });
  });
});

describe('proof URLs', () => {
  it('shows same-origin paths, http(s) and image data only', () => {
    expect(safeImageUrl('/api/files/avatars/ab.png')).toBe('/api/files/avatars/ab.png');
    expect(safeImageUrl('https://cdn.example.com/p.jpg')).toBe('https://cdn.example.com/p.jpg');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'data:text/html,x', '', null, 42]) expect(safeImageUrl(bad)).toBeNull();
  });
});
