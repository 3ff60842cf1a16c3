// Realistic bank statements made in the test: an ICBC-style GBK CSV with the bank's preamble lines above
// the header, an MT940 file and a CAMT.053 XML, each from a list of credits (and a debit, which is left out).
import { randomBytes } from 'node:crypto';
import iconv from 'iconv-lite';
import type { TestApp } from './harness';
import { form } from './hotels.fixtures';

export interface Credit { date: string; amount: string; name: string; account?: string; memo: string; txId?: string }

export function icbcCsv(credits: Credit[]): Buffer {
  const rows = [
    '中国工商银行 账户历史明细',
    '账号：6222 0210 0100 1234 567,户名：某某会务有限公司',
    '起止日期：2026-11-01 至 2026-11-30',
    '',
    '交易日期,摘要,交易场所,交易国家或地区简称,钞/汇,交易金额(收入),交易金额(支出),交易币种,记账金额(收入),记账金额(支出),记账币种,余额,对方户名,对方账户',
    ...credits.map((c) => [c.date, `"${c.memo}"`, '网上银行', 'CHN', '钞', `"${c.amount}"`, '', '人民币', `"${c.amount}"`, '', '人民币', '"100,000.00"', `"${c.name}"`, c.account ?? '6217001234567890'].join(',')),
    '2026-11-20,手续费,柜面,CHN,钞,,15.00,人民币,,15.00,人民币,"99,985.00",,',
    '合计,,,,,,,,,,,,,',
  ];
  return iconv.encode(`${rows.join('\r\n')}\r\n`, 'gbk');
}

/** The same statement as the ".xls" many banks' online banking writes: a GBK web page holding one table. */
export function icbcHtmlXls(credits: Credit[]): Buffer {
  const tr = (cells: string[], tag = 'td') => `<tr>${cells.map((c) => `<${tag} x:str>${c}</${tag}>`).join('')}</tr>`;
  const page = `<html xmlns:x="urn:schemas-microsoft-com:office:excel"><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312">
<style>td { mso-number-format:"\\@"; }</style><script>document.title = '不应读入';</script></head><body>
<table border="1">${tr(['中国工商银行 账户历史明细'])}
${tr(['交易日期', '摘要', '记账金额(收入)', '记账金额(支出)', '余额', '对方户名', '对方账户'], 'th')}
${credits.map((c) => tr([c.date, c.memo.replace(/&/g, '&amp;'), c.amount, '&nbsp;', '100,000.00', c.name, c.account ?? '6217001234567890'])).join('\n')}
${tr(['2026-11-20', '手续费', '&nbsp;', '15.00', '99,985.00', '', ''])}</table></body></html>`;
  return iconv.encode(page, 'gbk');
}

export const ICBC_MAPPING = { headerRow: 5, amountMode: 'credit', columns: { date: '交易日期', credit: '记账金额(收入)', payerName: '对方户名', payerAccount: '对方账户', memo: '摘要' } };

const yymmdd = (d: string) => d.slice(2).replace(/-/g, '');

export function mt940(credits: Credit[]): Buffer {
  const lines = [':20:STMT2026', ':25:ICBKCNBJ/6222021001001234567', ':28C:00001/001', ':60F:C261101CNY100000,00'];
  for (const c of credits) {
    lines.push(`:61:${yymmdd(c.date)}${yymmdd(c.date).slice(2)}C${c.amount.replace(/,/g, '').replace('.', ',')}NTRFNONREF//${c.txId ?? randomBytes(4).toString('hex')}`);
    lines.push(`:86:?20${c.memo}?31${c.account ?? '6217001234567890'}?32${c.name}`);
  }
  lines.push(':61:2611201120D15,00NCHGNONREF//FEE1', ':86:手续费', ':62F:C261130CNY100500,00', '-');
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

export function camt053(credits: Credit[]): Buffer {
  const entry = (c: Credit) => `
    <Ntry><Amt Ccy="CNY">${c.amount.replace(/,/g, '')}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><Dt>${c.date}</Dt></BookgDt><AcctSvcrRef>${c.txId ?? randomBytes(4).toString('hex')}</AcctSvcrRef>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>${c.name}</Nm></Dbtr><DbtrAcct><Id><Othr><Id>${c.account ?? '6217001234567890'}</Id></Othr></Id></DbtrAcct></RltdPties>
        <RmtInf><Ustrd>${c.memo}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-30T10:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>S1</Id><Acct><Id><Othr><Id>6222021001001234567</Id></Othr></Id></Acct>${credits.map(entry).join('')}
    <Ntry><Amt Ccy="CNY">15.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-20</Dt></BookgDt></Ntry>
  </Stmt></BkToCstmrStmt></Document>`, 'utf8');
}

/** POST a statement as multipart (the file, and a mapping as JSON text when given). */
export async function sendStatement(t: TestApp, url: string, token: string, file: Buffer, name: string, mapping?: unknown, lang: 'zh' | 'en' = 'zh') {
  const fields: Record<string, string> = mapping === undefined ? {} : { mapping: typeof mapping === 'string' ? mapping : JSON.stringify(mapping) };
  const f = form(fields, { name, type: 'application/octet-stream', data: file });
  const res = await t.app.inject({ method: 'POST', url, payload: f.payload, headers: { 'content-type': f.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': lang } });
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body };
}
