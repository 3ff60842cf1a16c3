// The `text` block (rich-text) and the `image` block: HTML content, styles, the image placeholder.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import RichText from '../renderers/meeting-site/RichText';
import { withPage } from './MeetingSite.fixtures';

const meta = {
  title: 'MeetingSite/RichText', component: RichText, decorators: [withPage],
  args: { content: '<h2>欢迎参加 2025 全球开发者大会</h2><p>大会将于 <b>10 月 12 日</b>在上海开幕。</p><ul><li>40 场主题演讲</li><li>12 场圆桌讨论</li></ul><p><a href="https://example.com">了解更多</a></p>' },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const English: Story = { globals: { locale: 'en' }, args: { content: '<h2>Welcome</h2><p>The congress opens on <em>12 October</em>.</p>' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Styled: Story = { args: { style: { backgroundColor: '#eef5ff', color: '#1a45b4', fontSize: 18 } } };

/** A link stored before the server checked links (javascript:, a hidden tab, a character reference) shows as its text; safe ones stay links. */
export const UnsafeLinks: Story = {
  args: { content: '<p><a href="javascript:alert(1)">脚本链接</a> <a href="java&#9;script:alert(2)">藏了制表符</a> <a href="//evil.example">协议相对</a> <a href="mailto:hi@example.com">写信</a> <a href="/agenda">议程</a></p>' },
  play: async ({ canvasElement }) => {
    const links = [...canvasElement.querySelectorAll('[data-testid="site-text"] a')].map((a) => [a.textContent, a.getAttribute('href')]);
    await expect(links).toEqual([['写信', 'mailto:hi@example.com'], ['议程', '/agenda']]);
    await expect(canvasElement.textContent).toContain('脚本链接');
  },
};
export const UnsafeLinksEnglishDark: Story = { ...UnsafeLinks, globals: { locale: 'en', theme: 'dark' } };
