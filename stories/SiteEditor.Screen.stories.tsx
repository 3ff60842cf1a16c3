// The whole website editor (screen kind "website-editor", schemas/screens/website-editor.json) drawn
// the way the app draws a screen — its JSON through <ScreenRenderer> — on the craft.js canvas, with the
// calls answered by SiteEditor.mock: the saved site with its blocks, a save, a site never saved, a
// meeting it may not open, a failed save; both languages, the dark editor chrome.
import { useLayoutEffect } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WebsiteEditor } from '../renderers/site-editor/WebsiteEditor';
import { registerRenderer, ScreenRenderer } from '../src/runtime/registry';
import { getTheme, setTheme, THEME_KEY, type Theme } from '../src/runtime/theme';
import { writeItem } from '../src/runtime/storage';
import screen from '../schemas/screens/website-editor.json';
import { savedBatch, TITLE, withSiteEditorApi } from './SiteEditor.mock';

registerRenderer('website-editor', WebsiteEditor); // as ensureKind('website-editor') does, without the wait

function Editor({ config }: { config: unknown }) {
  return <ScreenRenderer config={config} />;
}

const meta = {
  title: 'SiteEditor/Screen',
  component: Editor,
  decorators: [withSiteEditorApi],
  args: { config: screen },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

const blocks = (el: HTMLElement) => [...el.querySelectorAll('[data-testid="editor-block"]')].map((b) => b.getAttribute('data-type'));

/** The saved home page on the canvas (its speakers from the meeting's list); saving sends every page. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('editor-title', {}, { timeout: 5000 })).toHaveTextContent(TITLE);
    await waitFor(() => expect(blocks(canvasElement)).toEqual(['carousel', 'text', 'speakers', 'news-list']));
    const speakers = within(canvasElement.querySelector('[data-type="speakers"]') as HTMLElement);
    await expect(await speakers.findByText('王晓明')).toBeTruthy();
    await expect(speakers.getAllByText('演讲嘉宾').length).toBeGreaterThan(0);
    await userEvent.click(c.getByTestId('editor-save'));
    await expect(await within(document.body).findByText('保存成功')).toBeTruthy();
    await expect(savedBatch?.filter((r) => r.dataType === 'pages').map((r) => r.dataKey)).toEqual(['home', 'contact']);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('editor-title', {}, { timeout: 5000 });
    await c.findAllByTestId('editor-block', {}, { timeout: 5000 });
    const speakers = within(canvasElement.querySelector('[data-type="speakers"]') as HTMLElement);
    await expect((await speakers.findAllByText('Speakers')).length).toBeGreaterThan(0);
    await expect(c.getByTestId('editor-save')).toHaveTextContent('Save');
  },
};

/** The app's theme for one story: the editor's chrome follows the app's theme setting (not only the
 *  <html> class the toolbar's theme global sets); put back afterwards so no other story sees it. */
const withAppTheme = (next: Theme): Decorator => (Story) => {
  useLayoutEffect(() => {
    const before = getTheme();
    setTheme(next);
    return () => {
      setTheme(before);
      writeItem('local', THEME_KEY, null);
    };
  }, []);
  return <Story />;
};

/** The editor's own panels dark; the canvas keeps the page's light look (the page's <html> has no dark class). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  decorators: [withAppTheme('dark')],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('editor-title', {}, { timeout: 5000 });
    await expect(c.getByTestId('editor-toolbar').closest('.dark')).toBeTruthy();
    await expect(document.documentElement.classList.contains('dark')).toBe(false);
  },
};

/** A site never saved: the default page, empty, with the hint to drag a component in. */
export const NeverSaved: Story = {
  parameters: { siteEditor: { records: [] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('editor-empty', {}, { timeout: 5000 })).toHaveTextContent('从左侧拖拽组件到这里');
    await expect(blocks(canvasElement)).toEqual([]);
  },
};

/** A meeting the caller may not open (the server answers 404): the client's text for it instead of the editor. */
export const LoadRefused: Story = {
  parameters: { siteEditor: { refused: true } },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByTestId('editor-error')).toHaveTextContent('请求的资源不存在'),
};

/** A failed save says why and keeps the change (full-page scroll switched on) as unsaved. */
export const SaveFailed: Story = {
  parameters: { siteEditor: { saveFails: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByTestId('editor-title', {}, { timeout: 5000 });
    await userEvent.click(c.getByTestId('fullpage-toggle'));
    await userEvent.click(c.getByTestId('editor-save'));
    await expect(await within(document.body).findByText('保存失败: 服务器内部错误，请稍后重试')).toBeTruthy();
    await expect(c.getByTestId('save-status')).toHaveTextContent('有未保存的修改');
  },
};

/** A tickets block just added from the components drawer: its default title in the editor's language. */
const addTickets = async (canvasElement: HTMLElement) => {
  // the new block is scrolled into view; jsdom (the stories test) draws nothing and has no scrolling
  Element.prototype.scrollIntoView ??= () => {};
  const c = within(canvasElement);
  await c.findByTestId('editor-title', {}, { timeout: 5000 });
  // the components drawer is open at the start (the screen's `open`)
  await userEvent.click(await c.findByTestId('add-tickets'));
  return within(await waitFor(() => canvasElement.querySelector('[data-type="tickets"]') as HTMLElement));
};
export const NewTickets: Story = {
  play: async ({ canvasElement }) => {
    const block = await addTickets(canvasElement);
    await expect((await block.findAllByText('门票')).length).toBeGreaterThan(0);
    await expect(block.queryByText('Tickets')).toBeNull();
  },
};
export const NewTicketsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const block = await addTickets(canvasElement);
    await expect((await block.findAllByText('Tickets')).length).toBeGreaterThan(0);
    await expect(block.queryByText('门票')).toBeNull();
  },
};
