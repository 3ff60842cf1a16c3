// The meeting site's navbar: text and image logo, the pages in the menu, login and register, settings.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_NAVBAR, SiteNavbar } from '../renderers/meeting-site';
import { withPage } from './MeetingSite.fixtures';

const pages = [
  { id: 'home', name: '首页', components: [], showInNav: true, appearance: 'light' as const },
  { id: 'agenda', name: '大会议程', components: [], showInNav: true, appearance: 'light' as const },
  { id: 'hidden', name: '隐藏页', components: [], showInNav: false, appearance: 'light' as const },
  { id: 'contact', name: '联系我们', components: [], showInNav: true, appearance: 'dark' as const },
];

const meta = {
  title: 'MeetingSite/Navbar', component: SiteNavbar, decorators: [withPage],
  args: { settings: DEFAULT_NAVBAR, title: '2025 全球开发者大会', pages, currentId: 'home', onPage: fn(), onLogin: fn(), onRegister: fn(), onLanguage: fn() },
} satisfies Meta<typeof SiteNavbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only pages flagged showInNav are in the menu; a click switches the page. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByText('隐藏页')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '大会议程' }));
    await expect(args.onPage).toHaveBeenCalledWith('agenda');
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { settings: { ...DEFAULT_NAVBAR, backgroundColor: '#0f172a', textColor: '#e2e8f0', hoverColor: '#93c5fd' } } };
export const CentredBoldTall: Story = { args: { settings: { ...DEFAULT_NAVBAR, alignment: 'center', fontWeight: 'bold', height: 84, fontSize: 18, showUserActions: false } } };
export const ExtraLinks: Story = { args: { settings: { ...DEFAULT_NAVBAR, menuItems: [{ title: '报名', url: '/meeting/1/register', type: 'internal' }, { title: 'GitHub', url: 'https://example.com', type: 'external' }, { title: '联系', url: 'contact', type: 'internal' }] } } };
export const ImageLogo: Story = { args: { settings: { ...DEFAULT_NAVBAR, showImageLogo: true, logoImage: '/favicon.svg', logoText: 'DevConf' } } };
/** The registration button beside the account actions: its label follows the participant (立即报名 / 继续报名 / 我的报名). */
export const RegisterButton: Story = {
  args: { cta: { label: '立即报名', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('site-register-cta'));
    await expect(args.cta!.onClick).toHaveBeenCalled();
  },
};
export const MyRegistrationEnglish: Story = { globals: { locale: 'en' }, args: { cta: { label: 'My registration', onClick: fn() } } };
export const ContinueDark: Story = { globals: { theme: 'dark' }, args: { cta: { label: '继续报名', onClick: fn() } } };
/** In English, pages and menu items named in both languages show their English names (the template's Home); one-text names stay as they are. */
export const BilingualNamesEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    pages: [{ id: 'home', name: { zh: '首页', en: 'Home' }, showInNav: true, appearance: 'light', components: [] }, { id: 'contact', name: '联系我们', showInNav: true, appearance: 'light', components: [] }],
    currentId: 'home',
    settings: { ...DEFAULT_NAVBAR, menuItems: [{ title: { zh: '酒店', en: 'Hotels' }, url: 'https://example.com/hotel', type: 'external' }, { title: { zh: '报名', en: 'Register' }, url: '/meeting/1/register/3', type: 'internal' }] },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getAllByRole('navigation')[0];
    await expect([...nav.querySelectorAll('a, button')].map((e) => e.textContent)).toEqual(['Home', '联系我们', 'Hotels', 'Register']);
  },
};
