// The meeting's own frame around its registration and participant pages: the website's navbar (its
// colours, its pages as links back to the site), the way back, the participant's menu slot and the
// small meeting footer. Unpublished: no way back and no pages, the title in the strip.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEFAULT_NAVBAR } from '../renderers/meeting-site/document';
import { MeetingFooter, MeetingHeaderView, type MeetingChromeData } from '../renderers/meeting-chrome';

const data: MeetingChromeData = {
  meetingId: '7',
  title: '2026 全球开发者大会',
  location: '杭州国际博览中心',
  sitePath: '/3/p/7/AbC123',
  settings: { ...DEFAULT_NAVBAR, backgroundColor: '#0f3d5e', textColor: '#ffffff', hoverColor: '#fde68a' },
  pages: [
    { id: 'home', name: '首页', components: [], showInNav: true, appearance: 'light' },
    { id: 'agenda', name: '大会议程', components: [], showInNav: true, appearance: 'light' },
  ],
};

function Frame({ data: d, loggedIn }: { data: MeetingChromeData; loggedIn?: boolean }) {
  const slot = loggedIn ? <span className="rounded-full bg-brand-600 px-2 py-1 text-xs text-white" data-testid="menu-slot">林</span> : undefined;
  return (
    <div className="flex min-h-[480px] flex-col bg-white dark:bg-slate-950">
      <MeetingHeaderView data={d} userSlot={slot} onLanguage={fn()} onLogin={fn()} onRegister={fn()} />
      <main className="flex-1 p-6"><h1 className="text-xl font-semibold text-slate-900 dark:text-white">标准报名</h1></main>
      <MeetingFooter data={d} />
    </div>
  );
}

const meta = { title: 'MeetingChrome/Frame', component: Frame, args: { data } } satisfies Meta<typeof Frame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pages and the logo are links to the site; the strip and the footer lead back; no platform address. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('meeting-back-to-site').getAttribute('href')).toBe('/3/p/7/AbC123');
    await expect(c.getByRole('link', { name: '大会议程' }).getAttribute('href')).toBe('/3/p/7/AbC123#page=agenda');
    await expect(c.getByTestId('site-navbar-home').getAttribute('href')).toBe('/3/p/7/AbC123');
    await expect(c.getByTestId('meeting-chrome-footer').textContent).toContain('杭州国际博览中心');
    await expect(canvasElement.textContent).not.toContain('400-600-1000');
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('meeting-back-to-site').textContent).toContain('Back to the meeting site');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkEnglish: Story = { globals: { theme: 'dark', locale: 'en' } };
/** Logged in: the participant's menu takes the place of login and register. */
export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('menu-slot')).toBeTruthy();
    await expect(c.queryByRole('button', { name: '登录' })).toBeNull();
  },
};
/** The website not published: nothing to go back to; the title stands in the strip. */
export const Unpublished: Story = {
  args: { data: { ...data, sitePath: null, settings: { ...DEFAULT_NAVBAR, logoText: data.title } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByTestId('meeting-back-to-site')).toBeNull();
    await expect(c.queryByRole('link', { name: '大会议程' })).toBeNull();
  },
};
