// `npm run lint:openapi`: writes the OpenAPI document (built in-process, no server) to a file and lints it
// with Redocly's recommended rules (redocly.yaml). Fails on any error; warnings are printed and counted.
// Telemetry and the update check are off: the lint runs offline, in CI alike.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openApiDocument } from './openapi/document';
import { withThisNode } from './this-node';

const root = path.resolve(import.meta.dirname, '..');
const outArg = process.argv.indexOf('--out');
const file = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-lint-')), 'openapi.json');
fs.writeFileSync(file, JSON.stringify(await openApiDocument(), null, 2));
const bin = path.join(root, 'node_modules', '.bin', 'redocly');
const r = spawnSync(bin, ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'summary', '--max-problems', '1000'], {
  stdio: 'inherit',
  env: { ...withThisNode(), REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(r.status ?? 1);
