// The admin centre's meetings screen from its real JSON (schemas/screens/admin/meetings.json), on an
// in-memory stand-in for the /api/co/meeting* calls (Meetings.mock.ts): no server needed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CrudScreen } from '../renderers/meetings';
import screen from '../schemas/screens/admin/meetings.json';
import { sampleMeetings, withMeetingsApi } from './Meetings.mock';
import { withRouter } from './Site.fixtures';

const organizer = { id: 7, username: 'demo-org', role: 'ORGANIZER' };

const meta = {
  title: 'Meetings/Screen',
  component: CrudScreen,
  decorators: [withMeetingsApi, withRouter],
  args: { config: screen, user: organizer },
} satisfies Meta<typeof CrudScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 23 meetings, 10 a page: title and 50-character description, type, time, place, status, counts, actions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2025 全球开发者大会')).toBeTruthy();
    await expect(canvas.getByText('共 23 条')).toBeTruthy();
  },
};

/** The search box filters by name or location (debounced). */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('共 23 条');
    await userEvent.type(canvas.getByRole('searchbox'), '深圳');
    await expect(await canvas.findByText('共 6 条', {}, { timeout: 3000 })).toBeTruthy();
  },
};

/** The create dialog opens with the spec's defaults: status preparing, now to 7 days later, the user as manager. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('create'));
    const body = within(document.body);
    await expect(await body.findByRole('dialog')).toBeTruthy();
    await expect((body.getByLabelText(/会议负责人/) as HTMLInputElement).value).toBe('demo-org');
  },
};

export const Empty: Story = { parameters: { meetingsApi: { meetings: [] } } };
export const LoadError: Story = { parameters: { meetingsApi: { failList: true } } };
export const FewMeetings: Story = { parameters: { meetingsApi: { meetings: sampleMeetings(3) } } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** One more column named in the screen's JSON (viewCount, an entity field) shows with no code change. */
export const AddedColumn: Story = {
  args: { config: { ...screen, columns: [...screen.columns.slice(0, -1), 'viewCount', screen.columns.at(-1)!] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: '浏览量' })).toBeTruthy();
    await expect(await canvas.findByText(String(sampleMeetings()[0].viewCount))).toBeTruthy();
  },
};

/** A staff sub-account (role USER): its meetings, no create button and no delete (the organizer's). */
export const StaffAccount: Story = {
  args: { user: { id: 21, username: 'door-a', role: 'USER', masterId: 7 } },
  parameters: { meetingsApi: { meetings: sampleMeetings(3) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('设置');
    await expect(canvas.queryByTestId('create')).toBeNull();
    await expect(canvas.queryAllByText('删除')).toHaveLength(0);
  },
};
export const StaffAccountEnglishDark: Story = { ...StaffAccount, play: undefined, globals: { locale: 'en', theme: 'dark' } };
