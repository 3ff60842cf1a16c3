// Blocks are plain views: what a click does (navigate, open a dialog, show a message) is decided by
// the page that hosts them, so the same blocks serve the platform and meeting websites.
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { Text } from './text';
import { safeLink } from '@shared/links';

export type BlockAction =
  | { kind: 'link'; to: string; newTab?: boolean }
  | { kind: 'open'; dialog: string }
  | { kind: 'message'; level?: 'info' | 'success' | 'warning' | 'error'; text: Text };

export interface BlockHost {
  run(action: BlockAction): void;
  navigate(to: string): void;
  /** The current path, so navigation blocks can mark the active link. */
  path?: string;
}

const fallbackHost: BlockHost = {
  run(action) {
    if (action.kind === 'link' && safeLink(action.to)) window.open(action.to, action.newTab ? '_blank' : '_self');
  },
  navigate(to) {
    window.location.assign(to);
  },
};

const HostContext = createContext<BlockHost>(fallbackHost);
export const BlockHostProvider = HostContext.Provider;
export const useBlockHost = () => useContext(HostContext);

/**
 * An anchor that lets the host handle same-site links (client-side routing) and plain clicks; an
 * address outside the link policy (shared/links.ts) shows as plain text.
 */
export function BlockLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const host = useBlockHost();
  if (!safeLink(href)) return <span className={rest.className} data-unsafe-link="">{rest.children}</span>;
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (e.defaultPrevented || !plain || !href.startsWith('/') || rest.target === '_blank') return;
    e.preventDefault();
    host.navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
