// The OpenAPI document without a running server: the app is built in this process on an in-memory
// PGlite (the route table needs a built app) and closed again. Used by gen (typed client) and the lint.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/driver';
import { buildOpenApi } from '../../src/server/http/openapi';

export async function openApiDocument(): Promise<ReturnType<typeof buildOpenApi>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-openapi-'));
  const db = await openDb({ dataDir: 'memory://' });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CAPTCHA: 'off', ANSWER_CACHE_MS: '0' });
  const app = await buildApp({ config, db, logger: false, print: () => {}, sender: { async send() {} } });
  try {
    return buildOpenApi(app);
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
