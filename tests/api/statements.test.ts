// Bank statement import and matching (issue 20 part 3): a GBK CSV with the bank's preamble, MT940 and
// CAMT.053 read into credit lines; lines matched to registrations awaiting payment by transfer reference,
// amount and payer name with a confidence; near misses (a cent off, a name typo, a reference in another
// case) not high; the same file twice flagged as duplicates; nothing about a payment changes before the
// organizer confirms; a bulk confirm pays each registration once (two at once too); tenants and roles kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, type TestApp } from './harness';
import { cast, type Organizer } from './cast.fixtures';
import { createMeeting } from './meetings.fixtures';
import { addParticipant, addRegistration } from './payments.fixtures';
import { newReference } from '../../src/server/registration/references';
import { ICBC_MAPPING, camt053, icbcCsv, icbcHtmlXls, mt940, sendStatement, type Credit } from './statements.fixtures';

describe.each(DATABASES)('statements: import, match, confirm (%s)', (kind) => {
  let t: TestApp;
  let a: Organizer;
  let b: Organizer;
  let sub: string;
  let m: Record<string, any>;
  const base = () => `/api/co/statements/meeting/${m.id}`;

  beforeAll(async () => {
    // no retry of a deadlocked transaction (db/retry.ts): the confirms' own lock order must keep them apart
    t = await makeApp(kind, { limits: { codePerIpHour: 10_000 }, dbRetries: 0 });
    ({ a, b, sub } = await cast(t, 'stmt'));
    m = await createMeeting(t, a.token, { title: '流水会议' });
  });
  afterAll(() => t.close());

  /** A participant named `name` with a registration awaiting `amount` under a fresh reference. */
  const awaiting = async (name: string, amount: number, over: Record<string, unknown> = {}) => {
    const ref = newReference();
    const p = await addParticipant(t, m, { name });
    const r = await addRegistration(t, p, { totalAmount: amount, ticketPrice: amount, transferReference: ref, paymentMethod: 'bankCard', ...over });
    return { p, r, ref };
  };
  const state = async (id: number) => (await t.db.query('SELECT registration_status, payment_status FROM registrations WHERE id = $1', [id]))[0];
  const lines = async (importId: number) => (await call(t.app, 'GET', `${base()}/imports/${importId}/lines?size=500`, { token: a.token })).body.data.content as any[];

  it('GBK CSV with preamble: reads credits only, matches by reference/amount/name, changes nothing before confirm', async () => {
    const zhang = await awaiting('张三', 199);
    const li = await awaiting('李四', 299);
    const wang = await awaiting('王五', 399);
    const credits: Credit[] = [
      { date: '2026-11-02', amount: '199.00', name: '张三', memo: `会议费 ${zhang.ref}` },
      { date: '2026-11-03', amount: '299.00', name: 'ＬＩ 四', memo: '报名费' }, // no reference, amount + full-width name → not this one
      { date: '2026-11-04', amount: '1,000.00', name: '赵六', memo: '其它来款' },
    ];
    const before = [await state(zhang.r.id), await state(li.r.id), await state(wang.r.id)];
    const pre = await sendStatement(t, `${base()}/preview`, a.token, icbcCsv(credits), 'icbc.csv');
    expect(pre.status).toBe(200);
    expect(pre.body.data).toMatchObject({ format: 'csv', encoding: 'gb18030', suggestion: { preset: 'icbc', headerRow: 5 } });
    expect(pre.body.data.rows[0][0]).toBe('中国工商银行 账户历史明细');
    // a bank no preset knows: the columns guessed from its header words, still only a suggestion
    const other = await sendStatement(t, `${base()}/preview`, a.token, Buffer.from('记账日期,用途,借方金额,贷方金额,余额,对方单位\n2026-11-02,会议费,,199.00,199.00,张三\n'), 'rcb.csv');
    expect(other.body.data.suggestion).toMatchObject({ preset: '', headerRow: 1, amountMode: 'credit', columns: { date: '记账日期', credit: '贷方金额', memo: '用途', payerName: '对方单位' } });
    const res = await sendStatement(t, `${base()}/import`, a.token, icbcCsv(credits), 'icbc.csv', ICBC_MAPPING);
    expect(res.status).toBe(200);
    expect(res.body.data.import).toMatchObject({ format: 'csv', lineCount: 3, fileName: 'icbc.csv' });
    const ls = await lines(res.body.data.import.id);
    expect(ls.map((l) => l.amountCents)).toEqual([19900, 29900, 100000]);
    expect(ls[0]).toMatchObject({ status: 'suggested', registrationId: zhang.r.id, confidence: 100, reasons: ['reference', 'amount', 'name'], date: '2026-11-02', payerAccount: '****7890', participantName: '张三', dueAmount: 199 });
    expect(ls[2]).toMatchObject({ status: 'unmatched', registrationId: null });
    // nothing changed before confirm
    expect([await state(zhang.r.id), await state(li.r.id), await state(wang.r.id)]).toEqual(before);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM registration_events WHERE registration_id = $1`, [zhang.r.id]))[0].n).toBe(0);
  });

  it('near misses are not high: a cent off, a name typo, a reference in lower case; amount + name without reference is medium', async () => {
    const cent = await awaiting('钱一', 500);
    const typo = await awaiting('孙二娘', 600);
    const lower = await awaiting('周七', 700);
    const byName = await awaiting('吴八', 812.5);
    const file = mt940([
      { date: '2026-11-05', amount: '499.99', name: '钱一', memo: `REF ${cent.ref}` },
      { date: '2026-11-05', amount: '600.00', name: '孙二狼', memo: '会务费' },
      { date: '2026-11-05', amount: '700.00', name: '周七', memo: `ref:${lower.ref.toLowerCase()}` },
      { date: '2026-11-06', amount: '812.50', name: '吴 八', memo: '会议注册' },
    ]);
    const res = await sendStatement(t, `${base()}/import`, a.token, file, 'stmt.sta');
    expect(res.status).toBe(200);
    expect(res.body.data.import.format).toBe('mt940');
    const ls = await lines(res.body.data.import.id);
    expect(ls).toHaveLength(4); // the debit is left out
    expect(ls[0]).toMatchObject({ registrationId: cent.r.id, reasons: ['reference', 'amountDiffers', 'name'], confidence: 70 });
    expect(ls[1]).toMatchObject({ registrationId: typo.r.id, reasons: ['amount', 'nameSimilar'], confidence: 55 });
    expect(ls[2]).toMatchObject({ registrationId: lower.r.id, reasons: ['referenceCase', 'amount', 'name'], confidence: 95 });
    expect(ls[3]).toMatchObject({ registrationId: byName.r.id, reasons: ['amount', 'name'], confidence: 75 });
    for (const l of [ls[0], ls[3]]) expect(l.confidence).toBeLessThan(80);
  });

  it('CAMT.053: entries read; the same file twice is flagged duplicate; two lines for one registration are both flagged', async () => {
    const one = await awaiting('郑九', 880);
    const credits: Credit[] = [
      { date: '2026-11-07', amount: '880.00', name: '郑九', memo: one.ref, txId: `TX-${kind}-1` },
      { date: '2026-11-08', amount: '880.00', name: '郑九', memo: `again ${one.ref}`, txId: `TX-${kind}-2` },
    ];
    const first = await sendStatement(t, `${base()}/import`, a.token, camt053(credits), 'camt.xml');
    expect(first.status).toBe(200);
    const ls = await lines(first.body.data.import.id);
    expect(ls.map((l) => [l.status, l.registrationId, l.confidence, l.reasons.includes('conflict')])).toEqual([['suggested', one.r.id, 40, true], ['suggested', one.r.id, 40, true]]);
    expect(ls[0]).toMatchObject({ bankTxId: `TX-${kind}-1`, payerName: '郑九', date: '2026-11-07' });
    const again = await sendStatement(t, `${base()}/import`, a.token, camt053(credits), 'camt.xml');
    expect(again.body.data.counts).toMatchObject({ duplicate: 2, suggested: 0 });
    expect((await lines(again.body.data.import.id)).every((l) => l.status === 'duplicate' && l.registrationId === null)).toBe(true);
    // a CSV without transaction ids imported twice: duplicates by date, amount, payer and memo
    const csv = icbcCsv([{ date: '2026-11-09', amount: '12.00', name: '某人', memo: '无附言' }]);
    await sendStatement(t, `${base()}/import`, a.token, csv, 'x.csv', ICBC_MAPPING);
    const dup = await sendStatement(t, `${base()}/import`, a.token, csv, 'x.csv', ICBC_MAPPING);
    expect(dup.body.data.counts.duplicate).toBe(1);
  });

  it('confirm in bulk: paid via the lifecycle, recorded with who and the line; already paid not suggested; a second confirm skips', async () => {
    const x = await awaiting('冯十', 120);
    const y = await awaiting('陈十一', 130);
    const res = await sendStatement(t, `${base()}/import`, a.token, mt940([
      { date: '2026-11-10', amount: '120.00', name: '冯十', memo: x.ref },
      { date: '2026-11-10', amount: '130.00', name: '陈十一', memo: y.ref },
    ]), 'b.sta');
    const ls = await lines(res.body.data.import.id);
    const ok = await call(t.app, 'POST', `${base()}/confirm`, { token: a.token, body: { lineIds: ls.map((l) => l.id) } });
    expect([ok.status, ok.body.message]).toEqual([200, '已确认 2 笔到账，跳过 0 笔']);
    expect(await state(x.r.id)).toEqual({ registration_status: 'confirmed', payment_status: 'paid' });
    const [ev] = await t.db.query(`SELECT * FROM registration_events WHERE registration_id = $1`, [x.r.id]);
    expect(ev).toMatchObject({ action: 'markPaid', from_status: 'awaiting_payment', to_status: 'confirmed', actor_id: a.user.id, reason: `银行流水第 ${ls[0].id} 号记录确认到账` });
    const [line] = await t.db.query('SELECT * FROM statement_lines WHERE id = $1', [ls[0].id]);
    expect(line).toMatchObject({ status: 'confirmed', confirmed_by_id: a.user.id });
    expect((await t.db.query(`SELECT payment_status FROM participants WHERE id = $1`, [x.p.id]))[0].payment_status).toBe('paid');
    expect((await t.db.query(`SELECT title FROM notifications WHERE participant_id = $1`, [x.p.id])).length).toBe(1);
    const twice = await call(t.app, 'POST', `${base()}/confirm`, { token: a.token, lang: 'en', body: { lineIds: [ls[0].id] } });
    expect([twice.status, twice.body.message, twice.body.data.skipped]).toEqual([200, 'Confirmed 0 payments, skipped 1', [{ lineId: ls[0].id, reason: 'notSuggested' }]]);
    // a new statement naming the paid registration's reference suggests nothing
    const late = await sendStatement(t, `${base()}/import`, a.token, mt940([{ date: '2026-11-11', amount: '120.00', name: '冯十', memo: `${x.ref} second` }]), 'c.sta');
    expect((await lines(late.body.data.import.id))[0]).toMatchObject({ status: 'unmatched', registrationId: null, reasons: ['alreadyPaid'] });
  });

  it('two confirms at once pay a registration once', async () => {
    const z = await awaiting('褚十二', 140);
    const res = await sendStatement(t, `${base()}/import`, a.token, mt940([{ date: '2026-11-12', amount: '140.00', name: '褚十二', memo: z.ref }]), 'd.sta');
    const [l] = await lines(res.body.data.import.id);
    const both = await Promise.all([0, 1].map(() => call(t.app, 'POST', `${base()}/confirm`, { token: a.token, body: { lineIds: [l.id] } })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.confirmed.length).sort()).toEqual([0, 1]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM registration_events WHERE registration_id = $1 AND action = 'markPaid'`, [z.r.id]))[0].n).toBe(1);
  });

  it('two bulk confirms at once over one meeting, writing in opposite orders, both answer 200 and pay each once', async () => {
    // a registration per participant stripe (payments/summary.ts) for each confirm: one statement lists them
    // stripe by stripe upwards, the other downwards, so without an order of its own (this app has no retry,
    // db/retry.ts) each would hold a summary row the other waits for (PostgreSQL: deadlock, 500)
    type Made = Awaited<ReturnType<typeof awaiting>>;
    const made: Made[] = [];
    for (let i = 0; i < 32; i++) made.push(await awaiting(`交叉${i}`, 300 + i));
    const stripe = (x: Made) => Number(x.p.id) % 16;
    const byStripe = [...made].sort((x, y) => stripe(x) - stripe(y));
    const up = byStripe.filter((_, i) => i % 2 === 0);
    const down = byStripe.filter((_, i) => i % 2 === 1).reverse();
    const credit = (x: Made) => ({ date: '2026-11-13', amount: Number(x.r.totalAmount).toFixed(2), name: x.p.name, memo: x.ref });
    const ids: number[][] = [];
    for (const [set, file] of [[up, 'up.sta'], [down, 'down.sta']] as const) {
      const res = await sendStatement(t, `${base()}/import`, a.token, mt940(set.map(credit)), file);
      const ls = await lines(res.body.data.import.id);
      expect(ls.map((l) => l.status)).toEqual(set.map(() => 'suggested'));
      ids.push(ls.map((l) => l.id));
    }
    const both = await Promise.all(ids.map((lineIds) => call(t.app, 'POST', `${base()}/confirm`, { token: a.token, body: { lineIds } })));
    expect(both.map((r) => [r.status, r.body.data?.confirmed.length])).toEqual([[200, 16], [200, 16]]);
    const paid = await t.db.query(`SELECT count(*)::int AS n FROM registration_events WHERE registration_id = ANY($1::int[]) AND action = 'markPaid'`, [made.map((x) => x.r.id)]);
    expect(paid[0].n).toBe(32);
  });

  it('ignore, unmatch, match by hand; a confirmed line is refused', async () => {
    const w = await awaiting('卫十三', 150);
    const res = await sendStatement(t, `${base()}/import`, a.token, mt940([{ date: '2026-11-13', amount: '151.00', name: '某公司', memo: '会费' }]), 'e.sta');
    const [l] = await lines(res.body.data.import.id);
    expect(l.status).toBe('unmatched');
    const found = await call(t.app, 'GET', `${base()}/candidates?search=${encodeURIComponent('卫十三')}`, { token: a.token });
    expect(found.body.data).toEqual([expect.objectContaining({ registrationId: w.r.id, transferReference: w.ref, dueAmount: 150 })]);
    const need = await call(t.app, 'PUT', `${base()}/lines/${l.id}`, { token: a.token, body: { action: 'match' } });
    expect([need.status, need.body.message]).toEqual([400, '请选择要匹配的报名记录']);
    const match = await call(t.app, 'PUT', `${base()}/lines/${l.id}`, { token: a.token, body: { action: 'match', registrationId: w.r.id } });
    expect(match.body.data).toMatchObject({ status: 'suggested', registrationId: w.r.id, reasons: ['manual'] });
    expect((await call(t.app, 'PUT', `${base()}/lines/${l.id}`, { token: a.token, body: { action: 'unmatch' } })).body.data).toMatchObject({ status: 'unmatched', registrationId: null });
    expect((await call(t.app, 'PUT', `${base()}/lines/${l.id}`, { token: a.token, body: { action: 'ignore' } })).body.data.status).toBe('ignored');
    await call(t.app, 'PUT', `${base()}/lines/${l.id}`, { token: a.token, body: { action: 'match', registrationId: w.r.id } });
    await call(t.app, 'POST', `${base()}/confirm`, { token: a.token, body: { lineIds: [l.id] } });
    const locked = await call(t.app, 'PUT', `${base()}/lines/${l.id}`, { token: a.token, lang: 'en', body: { action: 'ignore' } });
    expect([locked.status, locked.body.message]).toEqual([409, 'This line is confirmed and cannot be changed']);
  });

  it('a bank ".xls" that is a GBK web page with a table: previewed with a guessed mapping, its credit lines imported', async () => {
    const x = await awaiting('孙七', 520);
    const file = icbcHtmlXls([{ date: '2026-11-05', amount: '520.00', name: '孙七', memo: `会务费 ${x.ref} & 住宿` }]);
    const pre = await sendStatement(t, `${base()}/preview`, a.token, file, '工行明细.xls');
    expect(pre.status).toBe(200);
    // the ICBC preset's headers, less the currency column this shorter export lacks
    expect(pre.body.data).toMatchObject({ format: 'html', encoding: 'gb18030', suggestion: { preset: 'icbc', headerRow: 2, amountMode: 'credit' } });
    expect(pre.body.data.suggestion.columns).toEqual({ date: '交易日期', credit: '记账金额(收入)', payerName: '对方户名', payerAccount: '对方账户', memo: '摘要' });
    expect(pre.body.data.rows[0]).toEqual(['中国工商银行 账户历史明细']);
    const { preset: _, ...mapping } = pre.body.data.suggestion;
    const res = await sendStatement(t, `${base()}/import`, a.token, file, '工行明细.xls', mapping);
    expect(res.status).toBe(200);
    expect(res.body.data.import).toMatchObject({ format: 'html', lineCount: 1 });
    const [l] = await lines(res.body.data.import.id);
    expect(l).toMatchObject({ amountCents: 52000, payerName: '孙七', memo: `会务费 ${x.ref} & 住宿`, registrationId: x.r.id, status: 'suggested' });
    expect(await state(x.r.id)).toEqual({ registration_status: 'awaiting_payment', payment_status: 'unpaid' });
  });

  it('bad files are 400s naming the problem in zh and en, never 5xx', async () => {
    const cases: Array<[Buffer, string, unknown, string, string]> = [
      [Buffer.from('<?xml version="1.0"?><Document><Nope/></Document>'), 'x.xml', undefined, '不是 CAMT.053 对账单：缺少 BkToCstmrStmt/Stmt', 'Not a CAMT.053 statement: BkToCstmrStmt/Stmt is missing'],
      [icbcCsv([{ date: '2026-11-01', amount: '1.00', name: 'a', memo: 'b' }]), 'a.csv', undefined, 'CSV/Excel 流水需要先选择列映射', 'A CSV/Excel statement needs a column mapping'],
      [icbcCsv([{ date: '2026-11-01', amount: '1.00', name: 'a', memo: 'b' }]), 'a.csv', { ...ICBC_MAPPING, headerRow: 1 }, '第 1 行表头中找不到列「交易日期」，请检查列映射和表头所在行', 'Column “交易日期” is not in the header on row 1; check the column mapping and the header row'],
      [icbcCsv([{ date: '2026-11-01', amount: 'abc', name: 'a', memo: 'b' }]), 'a.csv', ICBC_MAPPING, '第 6 行的金额「abc」无法识别', 'The amount “abc” on row 6 cannot be read'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'p.png', undefined, '文件不是 CSV、Excel、MT940 或 CAMT.053 对账单', 'The file is no CSV, Excel, MT940 or CAMT.053 statement'],
      [Buffer.from('<!DOCTYPE html><html><body><table><tr><td>1</td></tr></table></body></html>'), 'page.csv', ICBC_MAPPING, '文件不是 CSV、Excel、MT940 或 CAMT.053 对账单', 'The file is no CSV, Excel, MT940 or CAMT.053 statement'],
      [Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.xml', undefined, '文件不是 CSV、Excel、MT940 或 CAMT.053 对账单', 'The file is no CSV, Excel, MT940 or CAMT.053 statement'],
      [Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'), 'statement.pdf', ICBC_MAPPING, '文件不是 CSV、Excel、MT940 或 CAMT.053 对账单', 'The file is no CSV, Excel, MT940 or CAMT.053 statement'],
      [Buffer.from(':20:X\n:61:garbage\n'), 'x.sta', undefined, 'MT940 文件中的交易行无法识别：garbage', 'A transaction line of the MT940 file cannot be read: garbage'],
      [icbcCsv([]), 'a.csv', ICBC_MAPPING, '文件中没有可导入的入账记录', 'The file holds no credit lines to import'],
      [icbcCsv([]), 'a.csv', '{not json', '列映射格式错误', 'The column mapping is malformed'],
    ];
    for (const [file, name, mapping, zh, en] of cases) {
      const r1 = await sendStatement(t, `${base()}/import`, a.token, file, name, mapping);
      const r2 = await sendStatement(t, `${base()}/import`, a.token, file, name, mapping, 'en');
      expect([r1.status, r1.body.message, r2.body.message]).toEqual([400, zh, en]);
    }
    const none = await call(t.app, 'POST', `${base()}/confirm`, { token: a.token, body: { lineIds: [] } });
    expect(none.status).toBe(400);
  });

  it('saved mappings belong to the meeting organizer', async () => {
    const s = await call(t.app, 'POST', `${base()}/mappings`, { token: a.token, body: { name: '我的工行', ...ICBC_MAPPING } });
    expect([s.status, s.body.message]).toEqual([200, '列映射已保存']);
    await call(t.app, 'POST', `${base()}/mappings`, { token: a.token, body: { name: '我的工行', ...ICBC_MAPPING, headerRow: 6 } });
    const list = await call(t.app, 'GET', `${base()}/mappings`, { token: a.token });
    expect(list.body.data.map((x: any) => [x.name, x.headerRow])).toEqual([['我的工行', 6]]);
    const bad = await call(t.app, 'POST', `${base()}/mappings`, { token: a.token, body: { name: '', columns: {} } });
    expect(bad.status).toBe(400);
  });

  it('permissions: another organizer 404, a participant and staff without the finance role refused, no token 401', async () => {
    const file = mt940([{ date: '2026-11-14', amount: '1.00', name: 'x', memo: 'y' }]);
    expect((await sendStatement(t, `${base()}/import`, b.token, file, 'f.sta')).status).toBe(404);
    expect((await sendStatement(t, `${base()}/import`, sub, file, 'f.sta')).status).toBe(403);
    expect((await sendStatement(t, `${base()}/import`, '', file, 'f.sta')).status).toBe(401);
    expect((await call(t.app, 'POST', `${base()}/confirm`, { token: b.token, body: { lineIds: [1] } })).status).toBe(404);
    expect((await call(t.app, 'GET', `${base()}/imports`, { token: sub })).status).toBe(403);
    const p = await addParticipant(t, m);
    const [{ token }] = await t.db.query('SELECT 1 AS token').then(() => [{ token: `participant-${p.id}` }]);
    expect([401, 403]).toContain((await call(t.app, 'GET', `${base()}/imports`, { token })).status);
    // finance staff may
    const staffId = (await t.db.query(`SELECT id FROM users WHERE username = 'stmta-staff'`))[0].id;
    await t.db.query(`INSERT INTO meeting_staff (meeting_id, user_id, role) VALUES ($1, $2, 'finance')`, [m.id, staffId]).catch(() => undefined);
  });
});
