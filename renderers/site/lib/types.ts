// A saved block: a type key (never a component name) and its props, checked by schemas/site/<type>.json.
import type { ComponentType } from 'react';

export interface BlockNode {
  id?: string;
  type: string;
  props?: Record<string, unknown>;
}

export type BlockComponent = ComponentType<any>;
