// Story helpers for the site blocks: props taken from the real JSON pages, and a host that only
// logs what a click would do (no router, no dialogs, no server).
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { BlockHostProvider, type BlockHost, type BlockNode } from '../renderers/site';
import home from '../schemas/screens/home.json';
import privacy from '../schemas/screens/legal/privacy-policy.json';
import cookie from '../schemas/screens/legal/cookie-policy.json';
import adminConsole from '../schemas/screens/admin-center.json';

type Page = { blocks?: BlockNode[]; tabs?: { items: { blocks: BlockNode[] }[] } };
const allBlocks = (page: Page): BlockNode[] => [...(page.blocks ?? []), ...(page.tabs?.items.flatMap((i) => i.blocks) ?? [])];

/** The props of the first block of `type` in a real page (home by default). */
export function blockProps<T = any>(type: string, page: Page = home as Page): T {
  const found = allBlocks(page).find((b) => b.type === type);
  if (!found) throw new Error(`no ${type} block in the page`);
  return found.props as T;
}

// the admin centre is a console: its home item holds the welcome page
const adminCenter = adminConsole.nav.find((i) => i.key === 'home')!.screen as Page;
export const pages = { home, privacy, cookie, adminCenter };

const storyHost: BlockHost = {
  path: '/privacy-policy',
  navigate: (to) => console.info('[story] navigate', to),
  run: (action) => console.info('[story] action', action),
};

export function StoryHost({ children }: { children: ReactNode }) {
  return <BlockHostProvider value={storyHost}>{children}</BlockHostProvider>;
}

export const withHost: Decorator = (Story) => (
  <StoryHost>
    <Story />
  </StoryHost>
);

/** A memory router at `parameters.route` (default '/'), for renderers that link and read ?tab=. */
export const withRouter: Decorator = (Story, ctx) => (
  <MemoryRouter initialEntries={[(ctx.parameters.route as string) ?? '/']}>
    <Story />
  </MemoryRouter>
);
