// The components drawer: drag a component onto the canvas, or click to append it to the page (it is
// then selected and scrolled into view; spec 3 §4). New components start with their schema's defaults.
import { Element, useEditor } from '@craftjs/core';
import { useTranslation } from 'react-i18next';
import { COMPONENT_BLOCKS } from '@renderers/meeting-site';
import { craftBlocks } from './craft/blocks';
import { blockSchemas, defaultsOf } from './schemas';
import type { EditorConfig } from './config';

/** A new component of a type: the schema's defaults, and what a new button or text needs to say. */
export function newComponent(type: string, t: (k: string) => string) {
  const { props, style } = blockSchemas(COMPONENT_BLOCKS[type]);
  const p = defaultsOf(props);
  if (type === 'button') Object.assign(p, { text: t('siteEditor.newButton') });
  return { type, props: p, style: defaultsOf(style) };
}

/** `blocks`: the screen's component types in order, with their icons. */
export function ComponentsDrawer({ blocks, onAdded }: { blocks: EditorConfig['blocks']; onAdded(type: string, id: string): void }) {
  const { t } = useTranslation();
  const { connectors, actions, query } = useEditor();
  const element = (type: string) => {
    const c = newComponent(type, t);
    return <Element is={craftBlocks[type]} type={c.type} props={c.props} style={c.style} />;
  };
  // the new block's frame exists a frame or two after it is added: bring it into view then
  const reveal = (id: string, tries = 20) => {
    const dom = query.node(id).get()?.dom;
    if (dom) dom.scrollIntoView({ block: 'center', behavior: 'smooth' });
    else if (tries > 0) requestAnimationFrame(() => reveal(id, tries - 1));
  };
  const append = (type: string) => {
    const tree = query.parseReactElement(element(type)).toNodeTree();
    actions.addNodeTree(tree, 'ROOT');
    actions.selectNode(tree.rootNodeId);
    reveal(tree.rootNodeId);
    onAdded(type, tree.rootNodeId);
  };
  return (
    <ul className="grid grid-cols-2 gap-2">
      {blocks.map(({ type, icon }) => (
        <li key={type}>
          <button
            type="button"
            ref={(el) => {
              if (el) connectors.create(el, () => element(type));
            }}
            onClick={() => append(type)}
            data-testid={`add-${type}`}
            className="flex w-full flex-col items-center gap-1 rounded-xl border border-slate-200 px-2 py-3 text-sm hover:border-brand-500 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            <span className="text-xl text-brand-600" aria-hidden>{icon}</span>
            {t(`siteEditor.types.${type}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
