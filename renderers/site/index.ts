// Public surface of the site blocks: the list renderer, the registry, and the host/text helpers.
export { BlockList } from './BlockList';
export { getBlock, registerBlock, blockTypes } from './registry';
export { BlockHostProvider, BlockLink, useBlockHost, type BlockAction, type BlockHost } from './lib/host';
export { useText, isTextKey, type Text, type TextKey } from './lib/text';
export { bindProps, type BindData } from './lib/bind';
export { Icon } from './lib/icons';
export type { BlockNode } from './lib/types';
