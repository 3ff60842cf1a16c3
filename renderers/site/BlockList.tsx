// Draws a list of saved blocks through the registry, binding live values into their props first.
import { bindProps, type BindData } from './lib/bind';
import type { BlockNode } from './lib/types';
import { getBlock } from './registry';

export function BlockList({ blocks = [], data = {} }: { blocks?: BlockNode[]; data?: BindData }) {
  return (
    <>
      {blocks.map((node, i) => {
        const View = getBlock(node.type);
        if (!View) {
          console.warn(`[site] unknown block type "${node.type}"`);
          return null;
        }
        return <View key={node.id ?? i} {...bindProps(node.props ?? {}, data)} />;
      })}
    </>
  );
}
