// A stand-in for the payment-review and finance API inside stories: rows built like the server's
// (pending only reviewable, 409 otherwise; each in a lifecycle state, one with a PDF proof) and the
// organizer's lifecycle actions, so the two admin-list screens render without a server.
// Other paths go to the next fetch.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { stubFetch } from './fetchStub';
import { lifecycleAnswerer } from './Lifecycle.mock';

export const MEETING_ID = 7;
type Row = Record<string, any>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = 'ok') => json(200, { code: 200, message, data });

const PROOF = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="#e0e7ff"/><rect x="30" y="30" width="180" height="20" fill="#2563eb"/><rect x="30" y="70" width="140" height="10" fill="#64748b"/></svg>')}`;
const NAMES = ['王伟', '李娜', '张敏', '刘洋', '陈静', '杨磊', '赵丽', '黄强', '孙浩', '周婷'];
const KINDS = ['pending', 'approved', 'rejected', 'unpaid', 'pending', 'none', 'paid', 'pending', 'review', 'expired'];
/** The lifecycle state each kind of row is in (registration.json x-lifecycle). */
const STATE: Record<string, string> = { pending: 'awaiting_payment', approved: 'confirmed', rejected: 'awaiting_payment', unpaid: 'awaiting_payment', none: 'no_registration', paid: 'confirmed', review: 'submitted', expired: 'expired' };
/** A PDF proof as the server signs it (the preview shows it in a frame). */
const PDF = `/api/registrations/proofs/${'ab'.repeat(16)}.pdf?exp=1900000000&sig=story`;

export function paymentRows(): Row[] {
  return NAMES.map((name, i) => {
    const kind = KINDS[i];
    const has = kind !== 'none';
    const hotelFee = i % 3 === 0 ? 776 : 0;
    const fee = i % 2 ? 599 : 199;
    return {
      participantId: 100 + i, registrationId: has ? 500 + i : null, id: 500 + i, meetingTitle: '2026 全球开发者大会', userName: name, userPhone: `1380000${String(1000 + i)}`,
      registrationFee: has ? fee : 0, hotelFee: has ? hotelFee : 0, totalAmount: has ? fee + hotelFee : 0, currency: 'CNY',
      paymentMethod: has ? (i % 4 === 3 ? 'cash' : 'bankCard') : null, paymentStatus: has ? (['review', 'expired'].includes(kind) ? 'unpaid' : kind) : 'unpaid',
      bankTransferProof: i === 4 ? PDF : ['pending', 'approved', 'rejected'].includes(kind) ? PROOF : null,
      registrationTime: has ? new Date(Date.UTC(2026, 9, 1 + i, 2)).toISOString() : null, registrationStatus: STATE[kind], hasRegistration: has,
      transferReference: has ? `PAY${String(2300 + i)}X`.slice(0, 8) : null, paymentDeadline: has && kind !== 'approved' && kind !== 'paid' ? '2026-12-01T10:00:00.000Z' : null,
      roomTypeName: hotelFee ? '标准大床房' : null, nights: hotelFee ? 2 : null, roomPrice: hotelFee ? 388 : null,
      reviewer: ['approved', 'rejected'].includes(kind) ? '演示会务组' : null, reviewTime: ['approved', 'rejected'].includes(kind) ? '2026-10-20T02:00:00.000Z' : null,
      rejectReason: kind === 'rejected' ? 'proof_unclear' : null, rejectDetails: kind === 'rejected' ? '凭证图片模糊，请重新上传' : null,
    };
  });
}

let rows = paymentRows();
let failing = false;
let misshapen = false;

const page = (list: Row[], q: Record<string, string>) => {
  const size = Number(q.size ?? 20), p = Number(q.page ?? 0);
  return { content: list.slice(p * size, (p + 1) * size), totalElements: list.length, totalPages: Math.ceil(list.length / size), page: p, size };
};
const filtered = (q: Record<string, string>) =>
  rows.filter((r) => (!q.paymentStatus || r.paymentStatus === q.paymentStatus) && (!q.paymentMethod || r.paymentMethod === q.paymentMethod) && (!q.search || r.userName.includes(q.search) || r.userPhone.includes(q.search)));
const sum = (xs: Row[]) => xs.reduce((s, r) => s + r.totalAmount, 0);
const paid = (r: Row) => ['approved', 'paid'].includes(r.paymentStatus);

function answer(method: string, url: URL, body: any): Response | null {
  const p = url.pathname;
  const q = Object.fromEntries(url.searchParams);
  const mine = p.startsWith('/api/co/payments/') || p.startsWith('/api/co/finance/') || /payment-review$/.test(p);
  if (!mine) return null;
  if (failing) return json(500, { code: 500, message: '服务器内部错误' });
  if (p === `/api/co/payments/meeting/${MEETING_ID}`) return ok(misshapen ? { content: 'oops', totalElements: 1 } : page(filtered(q), q));
  if (p === `/api/co/payments/meeting/${MEETING_ID}/stats`)
    return ok({ total: rows.length, pendingCount: rows.filter((r) => r.paymentStatus === 'pending').length, paidCount: rows.filter(paid).length, rejectedCount: rows.filter((r) => r.paymentStatus === 'rejected').length,
      unpaidCount: rows.filter((r) => r.paymentStatus === 'unpaid').length, paidAmount: sum(rows.filter(paid)), pendingAmount: sum(rows.filter((r) => r.paymentStatus === 'pending')),
      paidByCurrency: { CNY: sum(rows.filter(paid)) }, pendingByCurrency: { CNY: sum(rows.filter((r) => r.paymentStatus === 'pending')), USD: 120 } });
  const review = /^\/api\/participants\/(\d+)\/payment-review$/.exec(p);
  if (review && method === 'PUT') {
    const r = rows.find((x) => x.participantId === Number(review[1]));
    if (!r) return json(404, { code: 404, message: '参会人员不存在' });
    if (r.paymentStatus !== 'pending') return json(409, { code: 409, message: '该支付不是待审核状态，无法审核' });
    if (body.action === 'reject' && !body.rejectReason) return json(400, { code: 400, message: '请选择拒绝原因', errors: [{ path: '/rejectReason', message: '请选择拒绝原因' }] });
    rows = rows.map((x) => (x === r ? { ...x, paymentStatus: body.action === 'approve' ? 'approved' : 'rejected', registrationStatus: body.action === 'approve' ? 'confirmed' : x.registrationStatus, rejectReason: body.rejectReason ?? null, rejectDetails: body.rejectDetails ?? null, reviewer: '演示会务组', reviewTime: new Date().toISOString() } : x));
    return ok({ id: r.registrationId }, body.action === 'approve' ? '审核通过' : '已拒绝该支付');
  }
  if (p === '/api/co/finance/meetings') return ok([{ id: MEETING_ID, title: '2026 全球开发者大会' }, { id: 8, title: '人工智能峰会' }]);
  if (p === '/api/co/finance/records') return ok(page(filtered(q).filter((r) => r.hasRegistration), q));
  if (p === '/api/co/finance/overview') {
    const regs = rows.filter((r) => r.hasRegistration);
    const pend = regs.filter((r) => ['pending', 'unpaid'].includes(r.paymentStatus));
    const cny = { totalRevenue: sum(regs.filter(paid)), paidCount: regs.filter(paid).length, pendingRevenue: sum(pend), pendingCount: pend.length, awaitingReviewCount: regs.filter((r) => r.paymentStatus === 'pending').length, refundAmount: 0, refundCount: 0, recordCount: regs.length };
    const zero = { totalRevenue: 0, paidCount: 0, pendingRevenue: 0, pendingCount: 0, awaitingReviewCount: 0, refundAmount: 0, refundCount: 0, recordCount: 0 };
    return ok({ currency: 'CNY', ...cny, meetingCount: 1, byCurrency: { CNY: cny, USD: { ...zero, totalRevenue: 300 }, EUR: zero } });
  }
  return json(404, { code: 404, message: '请求的资源不存在' });
}

const lifecycle = lifecycleAnswerer({ key: 'registrationId', get: () => rows, set: (next) => (rows = next as typeof rows) });
const install = () => [answer, lifecycle].forEach(stubFetch);

/**
 * Payment and finance calls from fixtures inside meeting MEETING_ID; `failing` answers every one with a 500,
 * `empty` has no rows, `misshapen` answers the list without its list.
 */
export const withPaymentsApi = (opts: { failing?: boolean; empty?: boolean; misshapen?: boolean } = {}): Decorator => (Story) => {
  install();
  failing = !!opts.failing;
  misshapen = !!opts.misshapen;
  rows = opts.empty ? [] : paymentRows();
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
};
