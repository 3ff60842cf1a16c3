// Reading an import file (src/server/participants/import-read.ts): a workbook that unpacks past a bound
// (really, whatever its headers declare) is refused before it is read; so are too many columns or a
// long cell; headers map by property name or label in either language; enum cells by value, label or alias.
import { describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { BadFile, enumValue, mapHeaders, readTable } from '../../src/server/participants/import-read';
import { zipExcess } from '../../src/server/participants/zip-bounds';
import { MB, lying, sheetBomb } from '../api/zip-bombs';
import zh from '../../schemas/messages/zh.json';
import en from '../../schemas/messages/en.json';
import participant from '../../schemas/entities/participant.json';

const messages = { zh, en };

const bounds = participant['x-import'];

describe('participant import: reading the file', () => {
  it('refuses a small workbook whose sheet unpacks past the bound, unread', async () => {
    // the schema's 50 MB bound is sent over HTTP by the API test; here a 3 MB one keeps the test quick
    const bomb = sheetBomb(4);
    expect(bomb.length).toBeLessThan(10 * 1024);
    const e = await readTable(bomb, { ...bounds, maxEntryBytes: 3 * MB }).catch((x) => x);
    expect([e instanceof BadFile, e.key, e.params]).toEqual([true, 'participant.import.unpackedSheet', { size: 3 }]);
  });

  it('counts the bytes really inflated, not the sizes the ZIP declares', () => {
    // smaller bounds than the schema's, so the test builds megabytes, not a hundred
    const small = { ...bounds, maxEntryBytes: 3 * MB, maxUnpackedBytes: 5 * MB };
    const parts = Object.fromEntries([1, 2].map((n) => [`xl/worksheets/sheet${n}.xml`, new Uint8Array(2.6 * MB)]));
    const liar = lying(zipSync(parts, { level: 1 }), 100);
    expect(zipExcess(liar, small)).toBe('total');
    expect(zipExcess(liar, { ...small, maxEntryBytes: 2 * MB })).toBe('entry');
    expect(zipExcess(liar, { ...small, maxUnpackedBytes: 6 * MB })).toBe(null);
    const many = zipSync(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}.xml`, new Uint8Array(1)])));
    expect(zipExcess(many, bounds)).toBe('entries');
    expect(zipExcess(zipSync({ 'a.xml': new Uint8Array(1000) }), bounds)).toBe(null);
  });

  it('reads CSV with a BOM; a binary file is no CSV; too many columns or a too long cell is refused', async () => {
    expect(await readTable(Buffer.from('\uFEFF姓名,手机号\r\n张三,13800000000\r\n'), bounds)).toEqual([['姓名', '手机号'], ['张三', '13800000000']]);
    await expect(readTable(Buffer.from([1, 0, 2]), bounds)).rejects.toBeInstanceOf(BadFile);
    const wide = await readTable(Buffer.from(`姓名\r\n${'x,'.repeat(200)}x\r\n`), bounds).catch((x) => x);
    expect([wide.key, wide.params]).toEqual(['participant.import.tooManyColumns', { limit: 200, count: 201 }]);
    const long = await readTable(Buffer.from(`姓名\r\n张三\r\n${'长'.repeat(10001)}\r\n`), bounds).catch((x) => x);
    expect([long.key, long.params]).toEqual(['participant.import.cellTooLong', { limit: 10000, row: 3 }]);
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
