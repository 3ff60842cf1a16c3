// How codes leave the server: in production only through a configured provider (SMS_PROVIDER=aliyun,
// SMTP_URL), never into the log, and send-code says so when there is none; in development the log.
// The Alibaba Cloud SMS provider is tried against a local HTTP server that checks the request the way
// the service documents it (RPC signature 1.0), with its own encoder.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { DATABASES, call, expectMessage, makeApp, nextPhone, type TestApp } from './harness';

const SEND = '/api/auth/send-code';
const KEYS = { SMS_ACCESS_KEY_ID: 'test-key-id', SMS_ACCESS_KEY_SECRET: 'test/secret+*~', SMS_SIGN_NAME: "会议通(test)'s! *", SMS_TEMPLATE_CODE: 'SMS_123456789' };

/** RFC 3986 encoding byte by byte: letters, digits and -_.~ stay, everything else %XX (upper case). */
function rfc3986(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** What the service would compute for these parameters (all but Signature). */
function expectedSignature(params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params).sort().map((k) => `${rfc3986(k)}=${rfc3986(params[k])}`).join('&');
  return createHmac('sha1', `${secret}&`).update(`POST&${rfc3986('/')}&${rfc3986(canonical)}`).digest('base64');
}

/** A stand-in for the SMS service: records each request, answers `answer()`. */
async function smsService(answer: () => object) {
  const got: Array<{ method: string; url: string; type: string; params: Record<string, string> }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ method: req.method!, url: req.url!, type: String(req.headers['content-type']), params: Object.fromEntries(new URLSearchParams(body)) });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer()));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { got, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => new Promise((r) => server.close(r)) };
}

it('SMS_PROVIDER=aliyun without its keys is refused at start', () => {
  expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'x' })).toThrow(/SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE/);
  expect(() => loadConfig({ SMS_PROVIDER: 'log' })).toThrow();
});

describe.each(DATABASES)('verification codes in production (%s)', (kind) => {
  const logs: string[] = [];
  let bare: TestApp;
  let withSms: TestApp;
  let service: Awaited<ReturnType<typeof smsService>>;
  let reply: object = { Code: 'OK', Message: 'OK', RequestId: 'r-1', BizId: 'b-1' };
  beforeAll(async () => {
    service = await smsService(() => reply);
    bare = await makeApp(kind, { env: { NODE_ENV: 'production' }, ownSender: true, log: (l) => logs.push(l) });
    withSms = await makeApp(kind, { env: { NODE_ENV: 'production', SMS_PROVIDER: 'aliyun', SMS_URL: service.url, ...KEYS }, ownSender: true, log: (l) => logs.push(l) });
  });
  afterAll(async () => {
    await bare.close();
    await withSms.close();
    await service.close();
  });

  const codesOf = async (t: TestApp, recipient: string) => (await t.db.query('SELECT code FROM verification_codes WHERE phone = $1', [recipient])).map((r) => r.code as string);

  it('no SMS or e-mail provider: send-code answers 503 saying so, makes no code and logs none', async () => {
    const phone = nextPhone();
    await expectMessage(bare.app, 'POST', SEND, { body: { recipient: phone, type: 'phone' } }, 503,
      '短信服务尚未配置，暂时无法发送验证码，请联系管理员', 'SMS delivery is not set up yet: codes cannot be sent, please contact the administrator');
    await expectMessage(bare.app, 'POST', SEND, { body: { recipient: 'nobody@example.com', type: 'email' } }, 503,
      '邮件服务尚未配置，暂时无法发送验证码，请联系管理员', 'E-mail delivery is not set up yet: codes cannot be sent, please contact the administrator');
    expect(await codesOf(bare, phone)).toEqual([]);
    expect(logs.join('\n')).not.toMatch(/verification code for/);
    // the refusal took no place under the limits: a provider configured later sends at once
    const [{ n }] = await bare.db.query("SELECT count(*)::int AS n FROM rate_counters WHERE key LIKE 'code%'");
    expect(n).toBe(0);
  });

  it('with SMS_PROVIDER=aliyun: one signed SendSms request carrying the code; nothing of it in the log', async () => {
    const phone = nextPhone();
    const r = await call(withSms.app, 'POST', SEND, { body: { recipient: phone, type: 'phone' } });
    expect([r.status, r.body.message]).toEqual([200, '验证码已发送，请查收']);
    const [code] = await codesOf(withSms, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(service.got).toHaveLength(1);
    const { method, type, params } = service.got[0];
    expect([method, type]).toEqual(['POST', 'application/x-www-form-urlencoded;charset=UTF-8']);
    const { Signature, ...signed } = params;
    expect(signed).toMatchObject({
      AccessKeyId: KEYS.SMS_ACCESS_KEY_ID, Action: 'SendSms', Format: 'JSON', RegionId: 'cn-hangzhou', SignatureMethod: 'HMAC-SHA1', SignatureVersion: '1.0',
      Version: '2017-05-25', PhoneNumbers: phone, SignName: KEYS.SMS_SIGN_NAME, TemplateCode: KEYS.SMS_TEMPLATE_CODE,
    });
    expect(JSON.parse(signed.TemplateParam)).toEqual({ code });
    expect(signed.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Math.abs(Date.parse(signed.Timestamp) - Date.now())).toBeLessThan(60_000);
    expect(signed.SignatureNonce).toMatch(/^[\w-]{16,}$/);
    expect(Signature).toBe(expectedSignature(signed, KEYS.SMS_ACCESS_KEY_SECRET));
    expect(logs.join('\n')).not.toContain(code);
  });

  it('a refusal by the SMS service is a clear failure, and the code is still not logged', async () => {
    reply = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' };
    const codes: string[] = [];
    for (const [lang, message] of [['zh', '验证码发送失败，请稍后重试'], ['en', 'Failed to send the verification code, please try again later']] as const) {
      const phone = nextPhone();
      const r = await call(withSms.app, 'POST', SEND, { lang, body: { recipient: phone, type: 'phone' } });
      expect([r.status, r.body.message]).toEqual([502, message]);
      codes.push(...(await codesOf(withSms, phone)));
    }
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(logs.join('\n')).not.toContain(code);
    // the operator is told why
    expect(logs.join('\n')).toContain('isv.BUSINESS_LIMIT_CONTROL');
  });
});

describe.each(DATABASES)('verification codes in development (%s)', (kind) => {
  const logs: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp(kind, { ownSender: true, log: (l) => logs.push(l) });
  });
  afterAll(() => t.close());

  it('without a provider the code goes to the server log for the developer', async () => {
    const phone = nextPhone();
    expect((await call(t.app, 'POST', SEND, { body: { recipient: phone, type: 'phone' } })).status).toBe(200);
    const [{ code }] = await t.db.query('SELECT code FROM verification_codes WHERE phone = $1', [phone]);
    expect(logs.join('\n')).toContain(`verification code for ${phone}: ${code}`);
  });
});
