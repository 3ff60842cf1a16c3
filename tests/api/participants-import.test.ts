// Importing participants from a file (issue 18 item 7): the preview checks every row against the add
// dialog's request schema and reports each bad row (row number, field label, message) with nothing
// stored; the import stores only the rows without a problem, in one transaction, marked imported;
// values repeated in the file or held in the meeting are reported; headers map by label (zh or en) or
// property name; a malformed, oversized or over-long file is a 4xx, so is a ZIP bomb (honest or lying about
// its sizes), too many columns or a too long cell, named by the file field; another organizer's meeting is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, call, makeApp, registerOrganizer, type TestApp } from './harness';
import { addParticipant, base, seedMeeting } from './participants.fixtures';
import { csvOf, upload, xlsxOf } from './participants-import.fixtures';
import { lying, sheetBomb } from './zip-bombs';

describe.each(DATABASES)('participants: import from XLSX and CSV (%s)', (kind) => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof registerOrganizer>>;
  let meeting: Record<string, any>;
  const preview = () => `${base(meeting.id)}/participants/import/preview`;
  const commit = () => `${base(meeting.id)}/participants/import`;
  const count = async (id = meeting.id) => Number((await t.db.query('SELECT count(*)::int AS n FROM participants WHERE meeting_id = $1', [id]))[0].n);

  beforeAll(async () => {
    t = await makeApp(kind);
    org = await registerOrganizer(t, 'pimport');
    meeting = await seedMeeting(t, org.token);
    await addParticipant(t, meeting, { username: 'existing', name: '老会员', phone: '13900000001', email: 'old@example.com' });
  });
  afterAll(() => t.close());

  const sheet = [
    ['姓名', '手机号', 'E-mail', '性别', 'workplace', '备注'],
    ['张三', '13800000011', 'zhang@example.com', '男', '复旦大学', 'x'],
    ['李四', '12345', 'li@example.com', 'female', '', ''],
    ['王五', '13800000013', 'wang@example.com', 'Male', '同济大学', ''],
  ];

  it('previews every row with its errors (row, label, message) and stores nothing', async () => {
    const before = await count();
    const r = await upload(t, preview(), org.token, await xlsxOf(sheet), 'p.xlsx');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ total: 3, valid: 2, invalid: 1, ignored: ['备注'] });
    expect(d.columns.map((c: any) => c.key)).toEqual(['name', 'phone', 'email', 'gender', 'workplace']);
    expect(d.rows[1]).toEqual({ row: 3, values: { name: '李四', phone: '12345', email: 'li@example.com', gender: 'female' }, errors: [{ field: 'phone', label: '手机号', message: '请输入正确的手机号码' }] });
    expect(d.rows[0].errors).toEqual([]);
    expect(await count()).toBe(before);
    const en = await upload(t, preview(), org.token, await xlsxOf(sheet), 'p.xlsx', 'en');
    expect(en.body.data.rows[1].errors).toEqual([{ field: 'phone', label: 'Phone', message: 'Please enter a valid mobile number' }]);
  });

  it('imports only the valid rows, marked imported; the bad row is reported and not stored', async () => {
    const before = await count();
    const r = await upload(t, commit(), org.token, await xlsxOf(sheet), 'p.xlsx');
    expect([r.status, r.body.message, r.body.data.stored, r.body.data.invalid]).toEqual([200, '已导入 2 人', 2, 1]);
    expect(r.body.data.rows[1].errors[0].field).toBe('phone');
    expect(await count()).toBe(before + 2);
    const rows = await t.db.query("SELECT name, phone, gender, username, added_by FROM participants WHERE meeting_id = $1 AND added_by = 'import' ORDER BY name", [meeting.id]);
    expect(rows).toEqual([
      { name: '张三', phone: '13800000011', gender: '男', username: '13800000011', added_by: 'import' },
      { name: '王五', phone: '13800000013', gender: '男', username: '13800000013', added_by: 'import' },
    ]);
    expect((await t.db.query("SELECT 1 FROM participants WHERE name = '李四'")).length).toBe(0);
    // the same file again: every row now clashes with what is stored, nothing more is stored
    const again = await upload(t, commit(), org.token, await xlsxOf(sheet), 'p.xlsx');
    expect([again.status, again.body.data.stored]).toEqual([200, 0]);
    expect(again.body.data.rows[0].errors).toEqual(expect.arrayContaining([{ field: 'phone', label: '手机号', message: '手机号已被本会议的其他参会人使用' }]));
    expect(await count()).toBe(before + 2);
  });

  it('reports values repeated in the file and held in the meeting (CSV, English headers, e-mail without case)', async () => {
    const before = await count();
    const file = csvOf([
      ['Name', 'Phone', 'E-mail'],
      ['A', '13700000001', 'a@example.com'],
      ['B', '13700000001', 'b@example.com'],
      ['C', '13700000003', 'OLD@example.com'],
      ['D', '13700000004', 'A@EXAMPLE.com'],
      ['E', '13700000005', ''],
    ]);
    const r = await upload(t, commit(), org.token, file, 'p.csv', 'en');
    expect(r.status).toBe(200);
    const errs = r.body.data.rows.map((x: any) => x.errors.map((e: any) => e.message));
    expect(errs).toEqual([[], ['Phone repeats row 2'], ['E-mail is already used by another participant of this meeting'], ['E-mail repeats row 2'], []]);
    expect(r.body.data.stored).toBe(2);
    expect(await count()).toBe(before + 2);
  });

  it('a malformed, empty, headerless, oversized or over-long file is a 4xx with a clear message; nothing stored', async () => {
    const before = await count();
    const cases: Array<[Buffer, string, number, string]> = [
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'bad.xlsx', 400, '无法读取该文件，请上传 XLSX 或 CSV 文件'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]), 'img.csv', 400, '无法读取该文件，请上传 XLSX 或 CSV 文件'],
      [csvOf([['姓名', '手机号']]), 'empty.csv', 400, '文件中没有数据行'],
      [csvOf([['foo', 'bar'], ['1', '2']]), 'nohead.csv', 400, '表头中没有可识别的列，请使用导入模板'],
      [csvOf([['姓名'], ...Array.from({ length: 1001 }, (_, i) => [`人${i}`])]), 'long.csv', 400, '一次最多导入 1000 行，文件中有 1001 行'],
      [Buffer.alloc(2 * 1024 * 1024 + 10, 0x41), 'big.csv', 413, '文件过大，最大 2 MB'],
    ];
    for (const [file, name, status, message] of cases) {
      for (const url of [preview(), commit()]) {
        const r = await upload(t, url, org.token, file, name);
        expect([name, r.status, r.body.message]).toEqual([name, status, message]);
      }
    }
    expect(await count()).toBe(before);
  });

  it('a ZIP bomb (its sheet unpacking past 50 MB, whatever its headers declare) is a 400 naming the file; the server goes on', async () => {
    const before = await count();
    const bomb = sheetBomb(52);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const zh = '导入文件中有工作表解压后超过 50 MB，请检查文件';
    const en = 'Import file: a sheet unpacks to more than 50 MB; check the file';
    for (const file of [bomb, lying(bomb, 2000)]) {
      for (const url of [preview(), commit()]) {
        const r = await upload(t, url, org.token, file, 'bomb.xlsx');
        expect([r.status, r.body.message, r.body.errors?.[0]?.path, r.body.messages?.en]).toEqual([400, zh, 'file', en]);
      }
    }
    const wide = await upload(t, preview(), org.token, csvOf([['姓名', ...Array.from({ length: 200 }, (_, i) => `c${i}`)], ['张三']]), 'wide.csv', 'en');
    expect([wide.status, wide.body.message]).toEqual([400, 'Import file may have at most 200 columns; the file has 201']);
    const long = await upload(t, preview(), org.token, csvOf([['姓名'], ['长'.repeat(10001)]]), 'long.csv');
    expect([long.status, long.body.message]).toEqual([400, '导入文件第 2 行有单元格超过 10000 个字符']);
    // still serving: a good file previews
    const r = await upload(t, preview(), org.token, await xlsxOf(sheet), 'p.xlsx');
    expect([r.status, r.body.data.total]).toEqual([200, 3]);
    expect(await count()).toBe(before);
  });

  it('another organizer’s meeting is refused (404), and nothing is stored in it', async () => {
    const other = await registerOrganizer(t, 'pimport2');
    const file = await xlsxOf(sheet);
    const before = await count();
    for (const url of [preview(), commit()]) {
      const r = await upload(t, url, other.token, file, 'p.xlsx');
      expect(r.status).toBe(404);
    }
    expect((await call(t.app, 'GET', `${base(meeting.id)}/participants/import-template`, { token: other.token })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('the template is headed by the request’s labels in the caller’s language (XLSX and CSV)', async () => {
    const csv = await t.app.inject({ method: 'GET', url: `${base(meeting.id)}/participants/import-template?format=csv`, headers: { authorization: `Bearer ${org.token}`, 'accept-language': 'en' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '').trim()).toBe('Username,Name,E-mail,Phone,Gender,Workplace,Position,Company,Role');
    const xlsx = await t.app.inject({ method: 'GET', url: `${base(meeting.id)}/participants/import-template`, headers: { authorization: `Bearer ${org.token}` } });
    expect(xlsx.statusCode).toBe(200);
    const { readSheet } = await import('read-excel-file/node');
    expect((await readSheet(xlsx.rawPayload))[0]).toEqual(['用户名', '姓名', '邮箱', '手机号', '性别', '工作单位', '职位', '公司', '角色']);
  });
});
