// The editor's pages drawer: add with a required name, delete after the confirmation dialog, and the
// last page kept (spec 3 §4, §5); a name in both languages (the English editor shows the English one).
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PagesDrawer } from '../renderers/site-editor/PagesDrawer';
import { ConfirmHost } from '../renderers/console/ConfirmDialog';
import { Toaster } from '../renderers/layout/Toaster';
import { defaultDocument, type SiteDocument } from '../renderers/meeting-site';

function Host() {
  const [doc, setDoc] = useState<SiteDocument>(() => {
    const d = defaultDocument('2026 全球开发者大会');
    return { ...d, pages: [...d.pages, { id: 'agenda', name: '大会议程', components: [], showInNav: true, appearance: 'dark' }] };
  });
  return (
    <div className="w-80">
      <PagesDrawer doc={doc} update={(fn) => setDoc(fn)} />
      <ConfirmHost />
      <Toaster />
    </div>
  );
}

const meta = { title: 'SiteEditor/PagesDrawer', component: Host } satisfies Meta<typeof Host>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(document.body);
    await expect(canvasElement.querySelectorAll('[data-page]').length).toBe(2);
    // a page goes only after the confirmation dialog says yes; cancelling keeps it
    const agenda = () => within(canvasElement.querySelector('[data-page="agenda"]') as HTMLElement);
    await userEvent.click(agenda().getByText('删除'));
    await expect(await body.findByText('确定删除页面「大会议程」吗？')).toBeTruthy();
    await userEvent.click(body.getByTestId('confirm-cancel'));
    await waitFor(() => expect(body.queryByTestId('confirm-dialog')).toBeNull());
    await expect(canvasElement.querySelector('[data-page="agenda"]')).toBeTruthy();
    await userEvent.click(agenda().getByText('删除'));
    await userEvent.click(await body.findByTestId('confirm-ok'));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-page]').length).toBe(1));
    // the last page cannot go
    await userEvent.click(within(canvasElement.querySelector('[data-page]') as HTMLElement).getByText('删除'));
    await expect(await body.findByText('至少需要保留一个页面')).toBeTruthy();
    await expect(canvasElement.querySelectorAll('[data-page]').length).toBe(1);
    // adding needs a name
    await userEvent.click(c.getByTestId('add-page'));
    await userEvent.type(c.getByPlaceholderText('页面名称'), '嘉宾');
    await userEvent.click(c.getByText('确定'));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-page]').length).toBe(2));
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** In English the home page (named 首页 / Home) is Home; renaming gives a page an English name beside the Chinese one. */
export const BilingualNamesEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const home = within(canvasElement.querySelector('[data-page="home"]') as HTMLElement);
    await expect(home.getByText('Home')).toBeTruthy();
    const agenda = within(canvasElement.querySelector('[data-page="agenda"]') as HTMLElement);
    // a page stored with one name shows it in both languages until it has an English one
    await expect(agenda.getByText('大会议程')).toBeTruthy();
    await userEvent.click(agenda.getByText('Rename'));
    await userEvent.type(c.getByLabelText(/^English/), 'Agenda');
    await userEvent.click(c.getByText('OK'));
    await waitFor(() => expect(agenda.getByText('Agenda')).toBeTruthy());
  },
};
