// Data management's lists from their real JSON (schemas/screens/content/*.json) in the generic
// admin-list: news with status filter and batch publish/withdraw, speakers and partners with image
// uploads and batch delete, document collections.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import news from '../schemas/screens/content/news.json';
import speakers from '../schemas/screens/content/speakers.json';
import partners from '../schemas/screens/content/partners.json';
import documents from '../schemas/screens/content/documents.json';
import agenda from '../schemas/screens/content/agenda.json';
import { withDataApi } from './DataManagement.mock';

const meta = {
  title: 'DataManagement/Lists',
  component: AdminListScreen,
  decorators: [withDataApi()],
  args: { config: news },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = (await c.findByText('大会议程正式发布')).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    await expect(await c.findByText('发布选中')).toBeTruthy();
    await expect(c.getByText('撤回')).toBeTruthy();
  },
};
export const NewsEnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
export const Speakers: Story = {
  args: { config: speakers },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('大模型的未来')).toBeTruthy();
  },
};
/** 从嘉宾库添加: a speaker of the organizer's earlier meeting, offered by name, company and meeting. */
export const SpeakersFromLibrary: Story = {
  args: { config: speakers },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: '从嘉宾库添加' }));
    const dialog = await within(document.body).findByRole('dialog');
    const pick = await within(dialog).findByLabelText(/嘉宾库/);
    await within(dialog).findByRole('option', { name: '陈思远 · 清华大学 — 2025 人工智能大会' });
    await userEvent.selectOptions(pick, '90');
    await expect(pick).toHaveValue('90');
  },
};
export const SpeakersDark: Story = { args: { config: speakers }, globals: { theme: 'dark' } };
/** The agenda by day and start; adding a session offers the meeting's speakers to tick. */
export const Agenda: Story = {
  args: { config: agenda },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('圆桌：大模型与数据库')).toBeTruthy();
    await expect(c.getByText('圆桌讨论')).toBeTruthy();
    await userEvent.click(c.getByRole('button', { name: '添加议程' }));
    const dialog = await within(document.body).findByRole('dialog');
    const speakers = await within(dialog).findByRole('group', { name: /演讲嘉宾/ });
    await expect(await within(speakers).findAllByRole('checkbox')).not.toHaveLength(0);
  },
};
export const AgendaEnglishDark: Story = { args: { config: agenda }, globals: { locale: 'en', theme: 'dark' } };
export const Partners: Story = { args: { config: partners } };
export const PartnersEnglish: Story = { args: { config: partners }, globals: { locale: 'en' } };
export const Documents: Story = {
  args: { config: documents },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('演讲幻灯片与论文')).toBeTruthy();
  },
};
export const DocumentsEmptyDark: Story = { args: { config: documents }, globals: { theme: 'dark' }, decorators: [withDataApi({ empty: true })] };
