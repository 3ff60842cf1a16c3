// Renderers take their endpoints from the screen JSON they received (a `{ method, path }` call that
// tests/api/screen-calls.test.ts checks against the server's routes) or from a generated client, never
// from a path written in code: no string or template literal holding `/api/` in renderers/ or src/
// (comments may name paths). Parsed with TypeScript, so only real literals count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');

/** Where paths in code are what the folder is. */
const OWN = [
  'src/server', // the server declares its routes
  'src/generated', // written by `npm run gen` from the schemas
];


const under = (file: string, dirs: string[]) => dirs.some((d) => file === d || file.startsWith(`${d}/`));

const sources = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((f) => {
    const p = `${dir}/${f}`;
    if (statSync(join(root, p)).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !f.endsWith('.d.ts') ? [p] : [];
  });

// a path of ours, not a folder that happens to be named api (the schemas/api glob)
const API = /(?<![\w.-])\/api\/|^\/api$/;
/** A module name (`import … from './x/api/y'`) is no endpoint. */
const isModuleName = (node: ts.Node) =>
  ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent) ||
  (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword) || ts.isImportTypeNode(node.parent.parent ?? node.parent);

/** `file:line: text` of each literal in the source that holds an /api/ path. */
export function apiLiterals(file: string, text: string): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && API.test(node.text) && !isModuleName(node)) {
      found.push(`${file}:${src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

describe('no /api/ literals in renderers and the client', () => {
  it('finds literals and skips comments (the check can fail)', () => {
    expect(apiLiterals('x.ts', "// GET /api/a\nconst a = '/api/b';\nconst b = `/api/c/${1}/d`;\nconst c = `x${1}/api/e`;")).toEqual([
      'x.ts:2: /api/b',
      'x.ts:3: /api/c/',
      'x.ts:4: /api/e',
    ]);
    expect(apiLiterals('x.tsx', 'const e = <A url="/api/f" />; /* /api/g */')).toEqual(['x.tsx:1: /api/f']);
    expect(apiLiterals('x.ts', "import.meta.glob('/schemas/api/*.json');")).toEqual([]);
    expect(apiLiterals('x.ts', "import a from './api/h';\nimport { b } from './api';\nconst c = () => import('../api/i');")).toEqual([]);
  });

  it('has none outside the server and generated code', () => {
    const files = [...sources('renderers'), ...sources('src')].filter((f) => !under(f, OWN));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((f) => apiLiterals(relative(root, join(root, f)), readFileSync(join(root, f), 'utf8')));
    expect(found).toEqual([]);
    // parsing every source takes ~1 s quiet and over 5 s on a loaded machine
  }, 30_000);
});
