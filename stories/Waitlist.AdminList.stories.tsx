// The organizer's waiting list from its real JSON (schemas/screens/flow-waitlist.json): reorder arrows drawn as
// icons named by their labels (上移 / Move up), 发放名额 only while waiting, nothing to do on an ended entry, and
// the move sent to the server with its direction. A stand-in answers the list and the move.
import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import waitlist from '../schemas/screens/flow-waitlist.json';
import { stubFetch } from './fetchStub';

const json = (body: unknown) => new Response(JSON.stringify({ code: 200, message: 'ok', data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
const entry = (id: number, position: number, participantName: string, status: string, extra: Record<string, unknown> = {}) => ({
  id, meetingId: 7, flowId: 3, participantId: 100 + id, participantName, kind: 'ticket', ticketType: '学生票', position, status,
  offerExpiresAt: status === 'offered' ? '2026-12-02T10:00:00.000Z' : null, createdAt: `2026-11-2${id}T02:00:00.000Z`, ...extra,
});
const ROWS = [
  entry(1, 1, '王伟', 'offered'),
  entry(2, 2, '李娜', 'waiting'),
  entry(3, 3, '张敏', 'waiting', { kind: 'room', ticketType: null, roomTypeId: 22, roomTypeName: '标准大床房' }),
  entry(4, 4, '刘洋', 'claimed'),
];
/** the moves the screen sent, as { id, direction } */
const moves: Array<{ id: string; direction: unknown }> = [];

const answer = (method: string, url: URL, body: unknown) => {
  if (method === 'GET' && url.pathname === '/api/co/meeting/7/registration-flows/3/waitlist') return json(ROWS);
  const move = url.pathname.match(/^\/api\/co\/waitlist\/(\d+)\/position$/);
  if (method === 'PUT' && move) {
    moves.push({ id: move[1], direction: (body as { direction?: unknown })?.direction });
    return json({ id: Number(move[1]) });
  }
  return null;
};

const meta = {
  title: 'MeetingSettings/WaitlistAdmin',
  component: AdminListScreen,
  decorators: [(Story) => {
    stubFetch(answer);
    return createElement(ScreenParamsProvider, { value: { meetingId: '7', flowId: '3' } }, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
  }],
  args: { config: waitlist },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (el: HTMLElement, name: string) => within(el).getByText(name).closest('tr') as HTMLElement;

export const ReorderByArrows: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('李娜');
    const li = within(row(canvasElement, '李娜'));
    // the arrows carry no text: their names are the labels, for a screen reader and on hover
    const up = li.getByRole('button', { name: '上移' });
    await expect(up).toHaveAttribute('title', '上移');
    await expect(up.textContent).toBe('');
    await expect(li.getByRole('button', { name: '下移' })).toBeTruthy();
    await expect(li.getByRole('button', { name: '发放名额' })).toBeTruthy();
    // an offered entry can still be moved but not offered again; an ended one has no action
    await expect(within(row(canvasElement, '王伟')).queryByRole('button', { name: '发放名额' })).toBeNull();
    await expect(within(row(canvasElement, '刘洋')).queryByRole('button', { name: '上移' })).toBeNull();
    // a room entry shows its room type
    await expect(row(canvasElement, '张敏')).toHaveTextContent('标准大床房');
    moves.length = 0;
    await userEvent.click(up);
    await waitFor(() => expect(moves).toEqual([{ id: '2', direction: 'up' }]));
  },
};

export const EnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('李娜');
    const li = within(row(canvasElement, '李娜'));
    await expect(li.getByRole('button', { name: 'Move down' })).toHaveAttribute('title', 'Move down');
    await expect(li.getByRole('button', { name: 'Offer a place' })).toBeTruthy();
    moves.length = 0;
    await userEvent.click(li.getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(moves).toEqual([{ id: '2', direction: 'down' }]));
  },
};
