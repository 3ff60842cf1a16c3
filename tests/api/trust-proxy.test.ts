// TRUST_PROXY: the client's address is the rightmost X-Forwarded-For entry not written by a trusted
// proxy, never the first (which the client writes itself), so per-address limits hold behind a load
// balancer. Observed through send-code, whose per-address limit and stored address use it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxy } from '../../src/server/config';
import { DATABASES, call, makeApp, nextPhone, type TestApp } from './harness';

const PER_IP = 3;
const LB = '10.0.0.5';

it('TRUST_PROXY: true is one proxy, a number that many, a list the proxies’ addresses; anything else is refused at start', () => {
  expect([trustProxy('false'), trustProxy(''), trustProxy('0')]).toEqual([false, false, false]);
  expect([trustProxy('true'), trustProxy('2')]).toEqual([1, 2]);
  expect(trustProxy('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
  for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/2', 'proxy.local']) expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/);
});

describe.each(DATABASES)('the client address behind proxies (%s)', (kind) => {
  const apps: Record<string, TestApp> = {};
  beforeAll(async () => {
    for (const [name, value] of [['one', 'true'], ['two', '2'], ['list', `${LB},10.0.1.0/24`]]) {
      apps[name] = await makeApp(kind, { env: { TRUST_PROXY: value }, limits: { codePerIpHour: PER_IP } });
    }
  });
  afterAll(async () => {
    for (const t of Object.values(apps)) await t.close();
  });

  /** a send-code through proxies; answers its status and the address the server recorded */
  async function send(t: TestApp, remote: string, forwardedFor?: string) {
    const phone = nextPhone();
    const r = await call(t.app, 'POST', '/api/auth/send-code', {
      body: { recipient: phone, type: 'phone' }, ip: remote, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    const [row] = await t.db.query('SELECT ip FROM verification_codes WHERE phone = $1', [phone]);
    return { status: r.status, ip: row?.ip as string | undefined };
  }

  it('TRUST_PROXY=true: the entry the load balancer added, whatever the client wrote before it; the per-address limit holds', async () => {
    const t = apps.one;
    const client = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < PER_IP + 2; i++) answers.push(await send(t, LB, `198.51.100.${i + 1}, ${client}`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(new Set(answers.filter((a) => a.ip).map((a) => a.ip))).toEqual(new Set([client]));
  });

  it('a hop count of 2: the entry the outer proxy added', async () => {
    expect(await send(apps.two, '10.0.0.9', '198.51.100.1, 203.0.113.8, 10.0.0.8')).toEqual({ status: 200, ip: '203.0.113.8' });
  });

  it('a list of proxies: their entries are skipped; a client connecting directly is its own address, whatever it forwards', async () => {
    expect(await send(apps.list, LB, '198.51.100.1, 203.0.113.9, 10.0.1.7')).toEqual({ status: 200, ip: '203.0.113.9' });
    expect(await send(apps.list, '203.0.113.10', '198.51.100.1')).toEqual({ status: 200, ip: '203.0.113.10' });
  });
});
