// A stand-in for the participant's registration calls inside stories: the list, proof upload (a file
// over 10 MB or not an image answers the server's refusal) and cancel, answering like the server.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../renderers/layout/Toaster';
import type { MyRegistration } from '../renderers/my-registrations';
import { stubFetch, type Answerer } from './fetchStub';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 200, message: 'ok', data });

const base = (id: number, over: Partial<MyRegistration>): MyRegistration => ({
  id, meetingId: 7, flowId: 1, flowName: '标准报名', registrationStatus: 'submitted', paymentStatus: 'unpaid', paymentMethod: 'bankCard',
  identity: '嘉宾', selectedTicketName: '标准票', ticketPrice: 199, hotelFee: 0, totalAmount: 199, currency: 'CNY', selectedSubVenues: ['A厅'],
  submitTime: '2026-11-20T02:00:00.000Z', checkinCode: null, ...over,
});

/** A private file as the answers hand it out: its path, the name it was uploaded with, a signature. */
export const signedFile = (kind: 'files' | 'proofs', hex: string, ext: string, name: string) =>
  `/api/registrations/${kind}/${hex.repeat(32 / hex.length)}.${ext}/${encodeURIComponent(name)}?exp=1900000000&sig=story`;

export const registrationsFixture = (): MyRegistration[] => [
  base(31, {
    paymentStatus: 'approved', checkinCode: 'K7M2QX9PTR4H', hotelName: '会议酒店', roomTypeName: '大床房', nights: 2, hotelFee: 601, totalAmount: 800, hotelSelection: { checkinDate: '2026-12-01', checkoutDate: '2026-12-03' },
    formData: { name: { label: '姓名', value: '王小明' }, resume: { label: '个人简历', value: signedFile('files', 'ab', 'pdf', '王小明的简历 2026.pdf') } },
    bankTransferProof: signedFile('proofs', 'cd', 'png', '转账截图.png'),
  }),
  base(30, { flowName: 'VIP 通道报名', selectedTicketName: 'VIP票', ticketPrice: 599, totalAmount: 599, paymentStatus: 'rejected', rejectReason: 'proof_unclear', rejectDetails: '金额看不清，请上传清晰截图', bankTransferProof: '/x.png' }),
  base(29, { paymentStatus: 'pending', bankTransferProof: '/y.png' }),
  base(28, { paymentMethod: 'cash', registrationStatus: 'cancelled', currency: 'USD', totalAmount: 99, ticketPrice: 99 }),
];

let rows: MyRegistration[] = [];
let failing = false;

function answer(method: string, path: string, body: unknown): Response | Promise<Response> | null {
  if (!path.startsWith('/api/registrations/')) return null;
  if (failing) return json(500, { code: 500, message: '服务器内部错误，请稍后重试' });
  if (path === '/api/registrations/mine') return ok(rows);
  const m = /^\/api\/registrations\/(\d+)\/(proof|cancel)$/.exec(path);
  const r = m && rows.find((x) => x.id === Number(m[1]));
  if (!m || !r || method !== 'POST') return json(404, { code: 404, message: '报名记录不存在' });
  if (m[2] === 'cancel') {
    rows = rows.map((x) => (x.id === r.id ? { ...x, registrationStatus: 'cancelled' } : x));
    return ok(rows.find((x) => x.id === r.id));
  }
  const file = (body as FormData).get('file') as File;
  return file.arrayBuffer().then((buf) => {
    const b = new Uint8Array(buf);
    const image = (b[0] === 0x89 && b[1] === 0x50) || (b[0] === 0xff && b[1] === 0xd8) || (b[0] === 0x25 && b[1] === 0x50);
    if (!image) return json(415, { code: 415, message: '转账凭证只能是JPG、PNG或PDF文件' });
    rows = rows.map((x) => (x.id === r.id ? { ...x, paymentStatus: 'pending', bankTransferProof: '/new.png', rejectReason: null, rejectDetails: null } : x));
    return ok(rows.find((x) => x.id === r.id));
  });
}

// the answerer reads the path only
const byPath: Answerer = (method, url, body) => answer(method, url.pathname, body);
const install = () => stubFetch(byPath);

export const withMyRegistrationsApi = (opts: { rows?: MyRegistration[]; failing?: boolean } = {}): Decorator => (Story) => {
  install();
  rows = opts.rows ?? registrationsFixture();
  failing = !!opts.failing;
  return createElement('div', { className: 'mx-auto max-w-xl p-4' }, createElement(Toaster), createElement(Story));
};
