// The craft.js side of the editor, kept in this folder: one craft component per site component type
// (it draws the same plain block the public site draws, inside a selectable, draggable frame) and the
// page canvas that holds them. Nothing outside renderers/site-editor imports @craftjs/core.
import { useEditor, useNode, type UserComponent } from '@craftjs/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { COMPONENT_TYPES, SiteComponent } from '@renderers/meeting-site';

export interface CraftBlockProps {
  type: string;
  props: Record<string, unknown>;
  style: Record<string, unknown>;
}

function BlockFrame({ type, props, style }: CraftBlockProps) {
  const { id, connectors, selected, hovered } = useNode((n) => ({ selected: n.events.selected, hovered: n.events.hovered }));
  return (
    <div
      ref={(el) => {
        if (el) connectors.connect(connectors.drag(el));
      }}
      data-testid="editor-block"
      data-type={type}
      data-selected={selected || undefined}
      className={`relative cursor-move outline-offset-[-2px] ${selected ? 'outline-2 outline-brand-600 outline' : hovered ? 'outline-1 outline-dashed outline-brand-500 outline' : ''}`}
    >
      {selected && <BlockTools id={id} />}
      {/* blocks are live views: in the editor their own clicks (links, popups) stay off */}
      <div className="pointer-events-none select-none">
        <SiteComponent node={{ id, type, props, style }} />
      </div>
    </div>
  );
}

/** Move up, move down, delete: the first cannot move up, the last cannot move down (spec 3 §4). */
function BlockTools({ id }: { id: string }) {
  const { t } = useTranslation();
  const { actions, siblings } = useEditor((state) => ({ siblings: state.nodes.ROOT?.data.nodes ?? [] }));
  const i = siblings.indexOf(id);
  const btn = 'rounded px-2 py-1 text-xs text-white hover:bg-white/20 disabled:opacity-40';
  return (
    <div className="absolute right-2 top-2 z-10 flex gap-0.5 rounded-lg bg-brand-600 p-0.5 shadow" data-testid="block-tools" onMouseDown={(e) => e.stopPropagation()}>
      <button type="button" className={btn} disabled={i <= 0} onClick={() => actions.move(id, 'ROOT', i - 1)} aria-label={t('siteEditor.moveUp')} title={t('siteEditor.moveUp')}>↑</button>
      {/* craft counts the moved node's old place when it moves down */}
      <button type="button" className={btn} disabled={i < 0 || i >= siblings.length - 1} onClick={() => actions.move(id, 'ROOT', i + 2)} aria-label={t('siteEditor.moveDown')} title={t('siteEditor.moveDown')}>↓</button>
      <button type="button" className={btn} onClick={() => actions.delete(id)} aria-label={t('siteEditor.delete')} title={t('siteEditor.delete')}>✕</button>
    </div>
  );
}

/** Craft needs a component (and a resolver name) per type; each draws the shared frame. */
export const craftBlocks: Record<string, UserComponent<CraftBlockProps>> = Object.fromEntries(
  COMPONENT_TYPES.map((type) => {
    const C: UserComponent<CraftBlockProps> = (p) => <BlockFrame {...p} />;
    C.craft = { displayName: type, rules: { canDrag: () => true } };
    return [type, C];
  }),
);

export const resolverName = (type: string) => `Block_${type.replace(/-/g, '_')}`;

/** The page: the one canvas; components are its direct children, in order. */
export const PageCanvas: UserComponent<{ children?: ReactNode }> = ({ children }) => {
  const { connectors } = useNode();
  return (
    <div ref={(el) => { if (el) connectors.connect(el); }} className="min-h-[320px] pb-16" data-testid="editor-canvas">
      {children}
    </div>
  );
};
PageCanvas.craft = { displayName: 'page', rules: { canMoveIn: () => true } };

export const resolver: Record<string, UserComponent<any>> = {
  PageCanvas,
  ...Object.fromEntries(Object.entries(craftBlocks).map(([type, C]) => [resolverName(type), C])),
};
