// A saved component whose texts the organizer wrote in both languages, drawn as the public site draws
// it (SiteComponent): English on the English site, Chinese otherwise and where no English was given.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteComponent } from '../renderers/meeting-site/SiteComponent';
import { withSiteData } from './MeetingSite.fixtures';

const node = { id: 's1', type: 'speakers', props: { title: { zh: '演讲嘉宾', en: 'Speakers' }, showCustomText: true, customText: { zh: '名单持续更新中' }, columns: 4 }, style: {} };
const meta = { title: 'MeetingSite/Bilingual', component: SiteComponent, decorators: [withSiteData], args: { node } } satisfies Meta<typeof SiteComponent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Speakers')).toBeInTheDocument();
    await expect(c.getByText('名单持续更新中')).toBeInTheDocument(); // no English given
  },
};
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('演讲嘉宾')).toBeInTheDocument();
    await expect(c.queryByText('Speakers')).toBeNull();
  },
};
