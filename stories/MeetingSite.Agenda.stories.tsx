// The `agenda` block: a tab per day, sub-venue filters when a day has several, sessions with time, kind,
// place and the meeting's own speakers (an id of no active speaker shows nothing); empty states; both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import Agenda from '../renderers/meeting-site/Agenda';
import { withSiteData } from './MeetingSite.fixtures';

const meta = { title: 'MeetingSite/Agenda', component: Agenda, decorators: [withSiteData], args: {} } satisfies Meta<typeof Agenda>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const list = await c.findByTestId('agenda-sessions');
    await expect(within(list).getAllByTestId('agenda-session').map((li) => li.querySelector('h3')!.textContent)).toEqual(['开幕式', '茶歇', '圆桌：开源数据库']);
    await expect(within(list).getByText('圆桌讨论')).toBeInTheDocument();
    // the panel's speakers: two of the meeting's, the unknown id left out
    const panel = within(list).getAllByTestId('agenda-session')[2];
    await expect(within(panel).getByTestId('agenda-speakers').textContent!.split('、')).toHaveLength(2);
    // a sub-venue filter, then the second day
    await userEvent.click(c.getByRole('button', { name: 'B 厅' }));
    await expect(within(list).getAllByTestId('agenda-session')).toHaveLength(1);
    await userEvent.click(c.getByTestId('agenda-day-2026-12-11'));
    await expect(within(c.getByTestId('agenda-sessions')).getByText('闭幕演讲')).toBeInTheDocument();
  },
};
export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Agenda')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Panel')).toBeInTheDocument();
    await expect(within(canvasElement).getByTestId('agenda-day-2026-12-10')).toHaveTextContent('Day 1');
  },
};
/** The public site's empty agenda: the words only. */
export const Empty: Story = {
  parameters: { siteData: { agenda: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无议程')).toBeInTheDocument();
    await expect(within(canvasElement).queryByTestId('manage-agenda')).toBeNull();
  },
};
/** In the website editor an empty agenda links to the meeting settings' agenda section. */
export const EmptyInEditor: Story = {
  parameters: { siteData: { agenda: [] }, siteEditing: true },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByTestId('manage-agenda');
    await expect(link).toHaveTextContent('去添加议程');
    await expect(link).toHaveAttribute('href', '/meeting/1/settings?tab=agenda');
  },
};
