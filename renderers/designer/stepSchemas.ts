// The step settings schemas of schemas/designer, with their cross-file $refs inlined (rjsf resolves
// only local refs). The properties a custom editor draws (`x-editor`) are left to that editor.
import { STEP_SCHEMA, type Step } from '@shared/designer/steps';

type Json = Record<string, any>;
const files = import.meta.glob<Json>('/schemas/designer/*.json', { eager: true, import: 'default' });
export const designerSchemas: Record<string, Json> = Object.fromEntries(Object.values(files).map((s) => [s.$id, s]));

function deref(node: unknown, base: Json): any {
  if (Array.isArray(node)) return node.map((n) => deref(n, base));
  if (!node || typeof node !== 'object') return node;
  const n = node as Json;
  if (typeof n.$ref === 'string') {
    const [file, pointer = ''] = n.$ref.split('#');
    const doc = file ? designerSchemas[file] : base;
    const target = pointer.split('/').filter(Boolean).reduce((o: any, k) => o?.[k], doc);
    const { $ref: _ref, ...rest } = n;
    return { ...deref(target, doc), ...deref(rest, base) };
  }
  // schema descriptions are notes for developers (in English): the settings show translated titles only
  return Object.fromEntries(Object.entries(n).filter(([k, v]) => !(k === 'description' && typeof v === 'string')).map(([k, v]) => [k, deref(v, base)]));
}

export interface EditorUse { editor: string; prop: string }
const cache = new Map<Step, { form: Json; editors: EditorUse[] }>();

/** The step's settings form schema, and which custom editors it needs (in schema order). */
export function stepSettings(step: Step): { form: Json; editors: EditorUse[] } {
  if (!cache.has(step)) {
    const full = deref(designerSchemas[STEP_SCHEMA[step]], designerSchemas[STEP_SCHEMA[step]]);
    const properties: Json = {};
    const editors: EditorUse[] = [];
    for (const [k, v] of Object.entries<Json>(full.properties ?? {})) {
      if (v['x-editor']) {
        // one editor per kind, except button lists: a page may have several, each its own property
        if (v['x-editor'] === 'buttonList' || !editors.some((e) => e.editor === v['x-editor'])) editors.push({ editor: v['x-editor'], prop: k });
      } else properties[k] = v;
    }
    const { $id: _id, $defs: _defs, title: _title, ...rest } = full;
    cache.set(step, { form: { ...rest, properties }, editors });
  }
  return cache.get(step)!;
}
