// `npm run fuzz:figures`: runs the fuzzer (tests/api/fuzz.test.ts) on PGlite, and on PostgreSQL when
// DATABASE_URL is set, and writes its figures into SECURITY.md's table (between the fuzz-figures marks).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withThisNode } from './this-node';

const root = path.resolve(import.meta.dirname, '..');
const prefix = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'conflow-fuzz-')), 'figures');
execSync('npx vitest run --project api tests/api/fuzz.test.ts', { cwd: root, stdio: 'inherit', env: { ...withThisNode(), FUZZ_FIGURES: prefix } });

interface Figures { database: string; operations: number; reached: number; requests: number; statuses: Record<string, number>; seconds: number }
const runs: Figures[] = ['pglite', 'postgres'].map((db) => `${prefix}.${db}.json`).filter((f) => fs.existsSync(f)).map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
const codes = [...new Set(runs.flatMap((r) => Object.keys(r.statuses)))].sort();
const rows = [
  `| database | operations | handlers reached | requests | ${codes.join(' | ')} | ≥ 500 | seconds |`,
  `|---|---:|---:|---:|${codes.map(() => '---:').join('|')}|---:|---:|`,
  ...runs.map((r) => {
    const over = Object.entries(r.statuses).filter(([c]) => Number(c) >= 500).reduce((n, [, v]) => n + v, 0);
    return `| ${r.database} | ${r.operations} | ${r.reached} | ${r.requests} | ${codes.map((c) => r.statuses[c] ?? 0).join(' | ')} | ${over} | ${r.seconds} |`;
  }),
];
const file = path.join(root, 'SECURITY.md');
const text = fs.readFileSync(file, 'utf8');
const marks = /<!-- fuzz-figures -->[\s\S]*?<!-- \/fuzz-figures -->/;
if (!marks.test(text)) throw new Error('SECURITY.md has no fuzz-figures marks');
const out = text.replace(marks, `<!-- fuzz-figures -->\n${rows.join('\n')}\n<!-- /fuzz-figures -->`);
fs.writeFileSync(file, out);
console.log(rows.join('\n'));
