// The `map` block in each state: waiting for the map service, not ready after the retries,
// offline, and ready (with a small stand-in map API, since stories have no network).
import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import MapBlock from '../renderers/site/MapBlock';
import { blockProps, withHost } from './Site.fixtures';

/** An AMap-shaped stand-in: draws a grid, a pin and the info window text. */
class StandInMap {
  el: HTMLElement;
  constructor(el: HTMLElement) {
    this.el = el;
    el.style.cssText = 'position:relative;height:100%;background:repeating-linear-gradient(0deg,#e2e8f0 0 1px,#f8fafc 1px 40px),repeating-linear-gradient(90deg,#e2e8f0 0 1px,transparent 1px 40px)';
  }
  destroy() {
    this.el.innerHTML = '';
  }
}
const standIn = {
  Map: StandInMap,
  Marker: class {
    constructor({ map }: { map: StandInMap }) {
      map.el.insertAdjacentHTML('beforeend', '<div style="position:absolute;left:50%;top:50%;width:16px;height:16px;margin:-8px;border-radius:50%;background:#e11d48;box-shadow:0 0 0 4px #fecdd3"></div>');
    }
  },
  InfoWindow: class {
    content: string;
    constructor({ content }: { content: string }) {
      this.content = content;
    }
    open(map: StandInMap) {
      const box = document.createElement('div');
      box.style.cssText = 'position:absolute;left:50%;top:50%;transform:translate(-50%,-130%);padding:6px 10px;border-radius:8px;background:#fff;color:#0f172a;font-size:13px;box-shadow:0 4px 12px rgb(0 0 0 / .15)';
      box.textContent = this.content;
      map.el.appendChild(box);
    }
  },
};

const withStandIn: Decorator = (Story) => {
  (window as any).ConflowStoryMap = standIn;
  return <Story />;
};

function Offline({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    // an own property shadows the prototype's getter; deleting it restores the real value
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    return () => void delete (navigator as any).onLine;
  }, []);
  return <>{children}</>;
}
const offline: Decorator = (Story) => (
  <Offline>
    <Story />
  </Offline>
);

const meta = { title: 'Site/Map', component: MapBlock, decorators: [withHost], args: blockProps('map') } satisfies Meta<typeof MapBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's props: no map script is configured, so the address card shows alone at once (no error after 10 s). */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-map-state="none"]')).toBeTruthy());
    await expect(within(canvasElement).queryByText('地图暂时无法显示')).toBeNull();
    await expect(within(canvasElement).getByText('位置信息')).toBeTruthy();
  },
};
const script = { scriptUrl: 'data:text/javascript,', globalName: 'NoSuchMap' };
/** A map script configured that never defines its map: not ready after the retries (1 try here, so the story shows it at once). */
export const NotReady: Story = {
  args: { ...script, retries: 1 },
  play: async ({ canvasElement }) => void (await within(canvasElement).findByText('地图暂时无法显示')),
};
export const NotReadyDark: Story = { args: { ...script, retries: 1 }, globals: { theme: 'dark' } };
export const NotReadyEnglish: Story = { args: { ...script, retries: 1 }, globals: { locale: 'en' } };
export const Offline_: Story = { name: 'Offline', decorators: [offline] };
export const Ready: Story = { decorators: [withStandIn], args: { globalName: 'ConflowStoryMap' } };
