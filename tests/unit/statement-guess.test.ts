// A statement from a bank no preset knows: the mapping dialog starts from columns guessed by header words.
import { describe, expect, it } from 'vitest';
import { guessMapping } from '../../src/server/statements/guess';

describe('statement mapping guessed from header words', () => {
  it('a Chinese export with a preamble: the header row found, credit column taken, debit and balance never', () => {
    const rows = [['某农商银行 对账单'], ['账号：6222'], ['交易日期', '摘要', '交易金额(支出)', '交易金额(收入)', '余额', '对方户名', '对方账号'], ['2026-11-20', '会议费', '', '299.00', '1,299.00', '林小雨', '6217']];
    expect(guessMapping(rows)).toEqual({
      headerRow: 3, amountMode: 'credit', dateFormat: 'auto', encoding: 'auto',
      columns: { date: '交易日期', credit: '交易金额(收入)', payerName: '对方户名', payerAccount: '对方账号', memo: '摘要' },
    });
  });
  it('one signed amount column', () => {
    const m = guessMapping([['Booking date', 'Amount', 'Counterparty', 'Description', 'Balance']]);
    expect(m).toMatchObject({ headerRow: 1, amountMode: 'signed', columns: { date: 'Booking date', amount: 'Amount', payerName: 'Counterparty', memo: 'Description' } });
  });
  it('no date or no money column: no guess', () => {
    expect(guessMapping([['日期', '余额', '摘要']])).toBeNull();
    expect(guessMapping([['金额', '户名']])).toBeNull();
    expect(guessMapping([['记账日期', '借方金额', '余额']])).toBeNull();
  });
});
