// The `meeting-hero` block: the meeting's title, dates on its clock and location, read live, and the
// site's register button; a given title and background picture; a meeting with nothing yet; both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MeetingHero from '../renderers/meeting-site/MeetingHero';
import { withSiteData } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/MeetingHero', component: MeetingHero, decorators: [withSiteData], args: {} } satisfies Meta<typeof MeetingHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheMeeting: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('2026 全球开发者大会')).toBeInTheDocument();
    await expect(c.getByTestId('hero-dates')).toHaveTextContent('2026-12-10 – 2026-12-12');
    await expect(c.getByTestId('hero-location')).toHaveTextContent('上海国际会议中心');
    await expect(c.getByTestId('hero-register')).toHaveTextContent('立即报名');
  },
};
export const WithPicture: Story = {
  args: { title: 'DevConf 2026', subtitle: '云原生、人工智能与开源生态', backgroundImage: 'https://example.com/banner.jpg', buttonText: '抢先报名' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('DevConf 2026')).toBeInTheDocument();
    await expect(c.getByTestId('hero-register')).toHaveTextContent('抢先报名');
  },
};
export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Register now')).toBeInTheDocument();
  },
};
/** A meeting with no dates or location yet: the title and the button only. */
export const Empty: Story = {
  parameters: { siteData: { meeting: {} } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('会议名称')).toBeInTheDocument();
    await expect(c.queryByTestId('hero-dates')).toBeNull();
    await expect(c.queryByTestId('hero-location')).toBeNull();
  },
};
