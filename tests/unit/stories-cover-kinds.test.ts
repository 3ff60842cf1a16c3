// Every screen kind of renderers/kinds.ts has a story drawing its renderer (issue 17).
//
// The rule, by identity rather than by spelling: a story file (stories/*.stories.tsx) covers a kind
// when it imports by name — from any module under renderers/, the renderer's own file or a folder's
// index that re-exports it, under any local alias — the very component KINDS loads for that kind,
// and uses that name again in the file (meta's `component`, JSX, a registerRenderer call). The
// imports are read with the TypeScript parser (`import type` does not count); each imported module is
// imported here and its export compared with `await KINDS[kind]()`, so a renamed export, a moved file
// or a story that only mentions the name in a comment does not pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../renderers/kinds';

const root = join(__dirname, '../..');
const storiesDir = join(root, 'stories');
const storyFiles = readdirSync(storiesDir).filter((f) => f.endsWith('.stories.tsx'));

interface NamedImport { module: string; imported: string; local: string }

/** The value imports of a story's text that come from renderers/ (by name or default, with their
 *  module's path), and the identifiers the rest of the file uses (comments and strings are not identifiers). */
function readStory(file: string, text: string): { imports: NamedImport[]; uses: Set<string> } {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const imports: NamedImport[] = [];
  const uses = new Set<string>();
  const walk = (n: ts.Node): void => {
    if (ts.isIdentifier(n)) uses.add(n.text);
    n.forEachChild(walk);
  };
  for (const st of src.statements) {
    if (!ts.isImportDeclaration(st)) {
      walk(st);
      continue;
    }
    const clause = st.importClause;
    if (!clause || clause.isTypeOnly || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const spec = st.moduleSpecifier.text;
    const module = spec.startsWith('@renderers/') ? join(root, 'renderers', spec.slice('@renderers/'.length)) : resolve(storiesDir, spec);
    if (!module.startsWith(join(root, 'renderers'))) continue;
    if (clause.name) imports.push({ module, imported: 'default', local: clause.name.text });
    const named = clause.namedBindings;
    if (named && ts.isNamedImports(named))
      for (const el of named.elements) if (!el.isTypeOnly) imports.push({ module, imported: (el.propertyName ?? el.name).text, local: el.name.text });
  }
  return { imports, uses };
}

let components: Map<unknown, string> | undefined;
/** The component KINDS loads for each kind, mapped to its kind. */
async function kindComponents() {
  if (!components) {
    components = new Map();
    for (const [kind, load] of Object.entries(KINDS)) components.set(await (load as () => Promise<unknown>)(), kind);
  }
  return components;
}

/** The kinds a story file's text covers (see the rule above). */
async function kindsCovered(file: string, text: string): Promise<string[]> {
  const byComponent = await kindComponents();
  const { imports, uses } = readStory(file, text);
  const kinds: string[] = [];
  for (const i of imports) {
    const mod = (await import(/* @vite-ignore */ i.module)) as Record<string, unknown>;
    const kind = byComponent.get(mod[i.imported]);
    if (kind && uses.has(i.local)) kinds.push(kind);
  }
  return kinds;
}

describe('stories cover every screen kind', () => {
  it('has a story importing and using the renderer of each kind in renderers/kinds.ts', async () => {
    const covered = new Map<string, string[]>();
    for (const file of storyFiles)
      for (const kind of await kindsCovered(file, readFileSync(join(storiesDir, file), 'utf8'))) covered.set(kind, [...(covered.get(kind) ?? []), file]);
    const kinds = Object.keys(KINDS);
    expect(kinds.length).toBeGreaterThan(20);
    expect(kinds.filter((k) => !covered.has(k)), 'kinds without a story of their renderer').toEqual([]);
    // two of the five the issue named, by the files that draw them
    expect(covered.get('website-editor')).toContain('SiteEditor.Screen.stories.tsx');
    expect(covered.get('participant-registrations')).toContain('ParticipantCentre.RegistrationsScreen.stories.tsx');
  }, 120_000);

  it('counts the component by identity, through a folder index and an alias, and only when it is used', async () => {
    const story = (imports: string, body: string) => kindsCovered('X.stories.tsx', `${imports}\nexport default { title: 'X' };\n${body}\n`);
    expect(await story(`import { TableScreen } from '../renderers/table/TableScreen';`, 'export const A = { component: TableScreen };')).toEqual(['table']);
    expect(await story(`import { ConsoleScreen as Screen } from '../renderers/console';`, 'export const A = () => <Screen config={{}} />;')).toEqual(['console']);
    expect(await story(`import { TableScreen } from '@renderers/table';`, 'export const A = { component: TableScreen };')).toEqual(['table']);
    // another component of the same folder, a type-only import, a name only in a comment or a string
    expect(await story(`import { SchemaTable } from '../renderers/table';`, 'export const A = { component: SchemaTable };')).toEqual([]);
    expect(await story(`import type { TableScreen } from '../renderers/table/TableScreen';`, 'type A = typeof TableScreen;')).toEqual([]);
    expect(await story(`import { TableScreen } from '../renderers/table/TableScreen';`, "// TableScreen\nexport const A = 'TableScreen';")).toEqual([]);
  }, 120_000);
});
