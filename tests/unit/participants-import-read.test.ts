// Reading an import file (src/server/participants/import-read.ts): a workbook that would unpack past the
// bound is refused before it is inflated; headers map by property name or label in either language;
// enum cells by value, label or alias.
import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { BadFile, enumValue, mapHeaders, readTable } from '../../src/server/participants/import-read';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import participant from '../../schemas/entities/participant.json';

const messages = { zh, en };

describe('participant import: reading the file', () => {
  it('refuses a small workbook that would unpack to 70 MB, unread', async () => {
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(70 * 1024 * 1024) }, { level: 1 }));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const e = await readTable(bomb).catch((x) => x);
    expect([e instanceof BadFile, e.message]).toEqual([true, 'unpacked']);
  });

  it('reads CSV with a BOM; a binary file is no CSV', async () => {
    expect(await readTable(Buffer.from('\uFEFF姓名,手机号\r\n张三,13800000000\r\n'))).toEqual([['姓名', '手机号'], ['张三', '13800000000']]);
    await expect(readTable(Buffer.from([1, 0, 2]))).rejects.toBeInstanceOf(BadFile);
  });

  it('maps headers by name or label in zh or en, first column wins, the rest ignored', () => {
    const { columns, ignored } = mapHeaders(['姓名', 'Phone', 'email', ' 手机号 ', '备注'], ['name', 'phone', 'email'], 'participant', messages);
    expect([...columns]).toEqual([[0, 'name'], [1, 'phone'], [2, 'email']]);
    expect(ignored).toEqual(['手机号', '备注']);
  });

  it('takes an enum cell by value, label or x-answer alias', () => {
    const gender = participant.properties.gender;
    expect(['男', 'female', 'F', '女士', 'x'].map((c) => enumValue(gender, c, 'participant', 'gender', messages))).toEqual(['男', '女', '女', '女', 'x']);
  });
});
