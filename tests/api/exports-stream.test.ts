// exports/send.ts under failure: rows that fail before the first one answer an ordinary error (nothing
// sent yet); rows that fail midway end the download (headers are gone) and are logged — the server goes
// on answering. Through a bare Fastify app with the real sender, in both formats.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendExport, type ExportFormat } from '../../src/server/exports/send';
import type { Req } from '../../src/server/http/context';

describe('exports: streaming failures', () => {
  let app: FastifyInstance;
  const logged: unknown[] = [];
  beforeAll(async () => {
    app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
    app.get('/export/:format/:failAt', async (req, reply) => {
      const { format, failAt } = req.params as { format: ExportFormat; failAt: string };
      return sendExport(req as unknown as Req, reply, format, {
        filename: 'x', sheet: 'x', headers: ['a', 'b'],
        rows: (async function* () {
          for (let i = 0; i < 3000; i++) {
            if (i === Number(failAt)) throw new Error('database gone');
            yield [`row ${i}`, i];
          }
        })(),
      });
    });
    app.get('/health', async () => ({ ok: true }));
  });
  afterAll(() => app.close());

  for (const format of ['csv', 'xlsx'] as const) {
    it(`${format}: a failure before the first row is an error answer; midway the download ends and the server goes on`, async () => {
      const early = await app.inject({ method: 'GET', url: `/export/${format}/0` });
      expect(early.statusCode).toBe(500);
      expect(early.headers['content-disposition']).toBeUndefined();
      logged.length = 0;
      const late = await app.inject({ method: 'GET', url: `/export/${format}/2500` }).then((r) => ({ status: r.statusCode, bytes: r.rawPayload.length }), (e: Error) => ({ status: 0, bytes: 0, error: e.message }));
      // headers went out before the failure: no error answer can follow, the body is cut short
      expect(late.status === 200 || late.status === 0).toBe(true);
      const whole = await app.inject({ method: 'GET', url: `/export/${format}/99999` });
      expect(whole.statusCode).toBe(200);
      expect(late.bytes).toBeLessThan(whole.rawPayload.length);
      await expect.poll(() => logged.some((l) => JSON.stringify(l).includes('database gone'))).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true });
    });
  }
});
