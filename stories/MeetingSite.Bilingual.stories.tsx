// A saved component whose texts the organizer wrote in both languages, drawn as the public site draws
// it (SiteComponent): English on the English site, Chinese otherwise and where no English was given.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteComponent } from '../renderers/meeting-site/SiteComponent';
import { withSiteData } from './MeetingSite.fixtures';
import { newComponent } from '../renderers/site-editor/ComponentsDrawer';

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

/** A tickets block as the editor adds it (its schema's defaults), on the public site: its title in the site's language. */
const fresh = { id: 't1', ...newComponent('tickets', (k: string) => k) };
export const NewTicketsEnglish: Story = {
  args: { node: fresh },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Tickets')).toBeInTheDocument();
    await expect(c.queryByText('门票')).toBeNull();
  },
};
export const NewTicketsChinese: Story = {
  args: { node: fresh },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('门票')).toBeInTheDocument();
    await expect(c.queryByText('Tickets')).toBeNull();
  },
};
