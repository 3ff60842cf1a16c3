// A stand-in for the bank statement calls of one meeting inside stories: one import whose lines show
// each state (a high-confidence match, a medium one, a conflict, an unmatched line, a duplicate and a
// confirmed one), the preview of a GBK CSV with the bank's preamble, and confirm/line actions.
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { stubFetch } from './fetchStub';

export const MEETING_ID = 21;
const json = (body: unknown) => new Response(JSON.stringify({ code: 200, message: 'ok', data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
const line = (id: number, over: Record<string, unknown>) => ({
  id, importId: 1, lineNo: id, date: '2026-11-20', amountCents: 19900, currency: 'CNY', payerName: '张三', payerAccount: '****7890', memo: '会议费 K7M2QX9P',
  registrationId: 500 + id, confidence: 100, reasons: ['reference', 'amount', 'name'], status: 'suggested', participantName: '张三', transferReference: 'K7M2QX9P', dueAmount: 199, ...over,
});
let state: 'lines' | 'empty' = 'lines';
let lines: Array<Record<string, any>> = [];
const reset = () => {
  lines = [
    line(1, {}),
    line(2, { payerName: '李四', memo: '报名费', confidence: 75, reasons: ['amount', 'name'], participantName: '李四', transferReference: 'P3Q4R5S6' }),
    line(3, { payerName: '王五', confidence: 40, reasons: ['reference', 'amount', 'conflict'], participantName: '王五', transferReference: 'ZZ4R8N2W' }),
    line(4, { payerName: '某某公司', memo: '货款', registrationId: null, confidence: 0, reasons: [], status: 'unmatched', participantName: null, transferReference: null, dueAmount: null }),
    line(5, { registrationId: null, confidence: 0, reasons: ['duplicate'], status: 'duplicate', participantName: null, transferReference: null, dueAmount: null }),
    line(6, { payerName: '赵六', status: 'confirmed', participantName: '赵六', transferReference: 'CXNC2LDA' }),
  ];
};
const PREVIEW = {
  format: 'csv', encoding: 'gb18030',
  rows: [['中国工商银行 账户历史明细'], ['账号：6222 0210 0100 1234 567'], [''], ['交易日期', '摘要', '记账金额(收入)', '记账金额(支出)', '对方户名', '对方账户'],
    ['2026-11-02', '会议费 K7M2QX9P', '199.00', '', '张三', '6217001234567890']],
  suggestion: { preset: 'icbc', headerRow: 4, amountMode: 'credit', columns: { date: '交易日期', credit: '记账金额(收入)', payerName: '对方户名', payerAccount: '对方账户', memo: '摘要' } },
  presets: [{ key: 'icbc', name: { zh: '工商银行', en: 'ICBC' }, headerRow: 1, amountMode: 'credit', columns: {} }], mappings: [],
};

function answer(method: string, url: URL, body: any): Response | null {
  const p = url.pathname;
  if (!p.startsWith(`/api/co/statements/meeting/${MEETING_ID}`)) return null;
  if (p.endsWith('/imports')) return json(state === 'empty' ? [] : [{ id: 1, fileName: 'icbc-2026-11.csv', createdAt: '2026-11-20T02:00:00Z', lineCount: lines.length }]);
  if (p.endsWith('/lines')) {
    // the server's paging and status filter, over the story's lines
    const all = state === 'empty' ? [] : lines;
    const status = url.searchParams.get('status') ?? '';
    const shown = all.filter((l) => !status || l.status === status);
    const size = Number(url.searchParams.get('size') ?? 100);
    const page = Number(url.searchParams.get('page') ?? 0);
    const counts: Record<string, number> = {};
    for (const l of all) counts[l.status] = (counts[l.status] ?? 0) + 1;
    return json({ content: shown.slice(page * size, (page + 1) * size), totalElements: shown.length, counts });
  }
  if (p.endsWith('/preview')) return json(PREVIEW);
  if (p.endsWith('/confirm')) {
    for (const l of lines) if (body.lineIds.includes(l.id)) l.status = 'confirmed';
    return json({ confirmed: body.lineIds, skipped: [] });
  }
  if (p.endsWith('/candidates')) return json([{ registrationId: 700, participantName: '孙丽', phone: '13900000006', transferReference: 'UNPA5DAB', dueAmount: 151, currency: 'CNY' }]);
  const m = /\/lines\/(\d+)$/.exec(p);
  if (m && method === 'PUT') {
    const l = lines.find((x) => x.id === Number(m[1]))!;
    if (body.action === 'ignore') Object.assign(l, { status: 'ignored', registrationId: null });
    if (body.action === 'unmatch') Object.assign(l, { status: 'unmatched', registrationId: null, reasons: [] });
    if (body.action === 'match') Object.assign(l, { status: 'suggested', registrationId: body.registrationId, confidence: 100, reasons: ['manual'], participantName: '孙丽', transferReference: 'UNPA5DAB', dueAmount: 151 });
    return json(l);
  }
  return null;
}
const install = () => stubFetch(answer);

export const withStatementApi = (over: { empty?: boolean; more?: number } = {}): Decorator => (Story) => {
  install();
  reset();
  // a long statement: `more` unmatched lines after the six (the pager's story)
  for (let i = 0; i < (over.more ?? 0); i++) lines.push(line(7 + i, { payerName: `来款${i + 1}`, memo: '其它', registrationId: null, confidence: 0, reasons: [], status: 'unmatched', participantName: null, transferReference: null, dueAmount: null }));
  state = over.empty ? 'empty' : 'lines';
  return createElement(ScreenParamsProvider, { value: { meetingId: String(MEETING_ID) } }, createElement(Toaster), createElement(Story));
};
