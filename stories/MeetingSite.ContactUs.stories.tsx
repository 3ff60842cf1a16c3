// The `contact-us` block: the server's config when there is one, else the block's props; styles.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ContactUs from '../renderers/meeting-site/ContactUs';
import { contact, withSiteData } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/ContactUs', component: ContactUs, decorators: [withSiteData], args: { title: '联系我们', phone: '010-0000 0000', email: 'props@example.com', showAddress: false } } satisfies Meta<typeof ContactUs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No server config: the props show. */
export const FromProps: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('props@example.com')).toBeInTheDocument();
  },
};
/** The server's config wins over the props. */
export const FromServer: Story = {
  parameters: { siteData: { 'contact-us': { code: 200, data: contact } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('contact@example.com')).toBeInTheDocument();
  },
};
/** In the editor the props being edited show at once, over the config saved before (issue 18). */
export const InEditorPropsWin: Story = {
  parameters: { siteData: { 'contact-us': { code: 200, data: { ...contact, updatedAt: '2026-01-01T00:00:00Z' } } }, siteEditing: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('props@example.com')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('contact@example.com')).toBeNull();
  },
};
export const InEditorEnglishDark: Story = { globals: { locale: 'en', theme: 'dark' }, parameters: { siteData: { 'contact-us': { ...contact, updatedAt: '2026-01-01T00:00:00Z' } }, siteEditing: true } };
export const English: Story = { globals: { locale: 'en' }, parameters: { siteData: { 'contact-us': contact } } };
export const Dark: Story = { globals: { theme: 'dark' }, parameters: { siteData: { 'contact-us': contact } } };
export const DarkAppearance: Story = { args: { style: { appearance: 'dark' }, columns: 2 } };
export const Tinted: Story = { args: { style: { backgroundColor: '#1f55e0', backgroundOpacity: 0.15, color: '#0f172a', fontSize: 16 } } };
/** The saved config's texts written in both languages: English on the English site, Chinese where none was given. */
const bilingualContact = { ...contact, title: { zh: '联系会务组', en: 'Contact the organizers' }, companyName: { zh: '会务有限公司' } };
export const BilingualFromServerEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { siteData: { 'contact-us': { code: 200, data: bilingualContact } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Contact the organizers')).toBeInTheDocument();
  },
};
