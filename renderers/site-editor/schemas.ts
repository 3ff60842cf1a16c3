// The block prop schemas of schemas/site, for the property panel: the panel is generated from them,
// so a prop added to a block's schema appears in the panel with no other edit.
export type JsonSchema = Record<string, any>;

const files = import.meta.glob<JsonSchema>('/schemas/site/*.json', { eager: true, import: 'default' });
const byId = new Map<string, JsonSchema>(Object.values(files).map((s) => [s.$id as string, s]));

export const siteSchema = (id: string) => byId.get(id);

/** The props and style schemas of a component type (text is the `rich-text` block). */
export function blockSchemas(block: string): { props?: JsonSchema; style?: JsonSchema } {
  const s = byId.get(`site.${block}`);
  return { props: s, style: s?.definitions?.style };
}

/** Every default of an object schema (the props a new component starts with). */
export function defaultsOf(schema: JsonSchema | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, p] of Object.entries<JsonSchema>(schema?.properties ?? {})) if ('default' in p) out[k] = structuredClone(p.default);
  return out;
}
