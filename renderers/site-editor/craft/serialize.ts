// Our saved page (components in order) to craft's serialized node map and back. The saved format is
// the spec's (page → components), not craft's, so the public site never needs craft to read it.
import type { SiteComponentNode, SitePage } from '@renderers/meeting-site';
import { resolverName } from './blocks';

type SerializedNode = {
  type: { resolvedName: string };
  isCanvas: boolean;
  props: Record<string, unknown>;
  displayName: string;
  custom: Record<string, unknown>;
  hidden: boolean;
  nodes: string[];
  linkedNodes: Record<string, string>;
  parent: string | null;
};

export function toCraft(page: SitePage): string {
  const map: Record<string, SerializedNode> = {
    ROOT: { type: { resolvedName: 'PageCanvas' }, isCanvas: true, props: {}, displayName: 'page', custom: {}, hidden: false, nodes: page.components.map((c) => c.id), linkedNodes: {}, parent: null },
  };
  for (const c of page.components) {
    map[c.id] = { type: { resolvedName: resolverName(c.type) }, isCanvas: false, props: { type: c.type, props: c.props ?? {}, style: c.style ?? {} }, displayName: c.type, custom: {}, hidden: false, nodes: [], linkedNodes: {}, parent: 'ROOT' };
  }
  return JSON.stringify(map);
}

/** The components of craft's node map (as `query.getSerializedNodes()` answers it), in canvas order. */
export function fromCraft(nodes: Record<string, any>): SiteComponentNode[] {
  const root = nodes.ROOT;
  if (!root) return [];
  const out: SiteComponentNode[] = [];
  for (const id of root.nodes as string[]) {
    const n = nodes[id];
    if (n?.props?.type) out.push({ id, type: String(n.props.type), props: n.props.props ?? {}, style: n.props.style ?? {} });
  }
  return out;
}
