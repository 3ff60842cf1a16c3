// A flow's ticket types from their real JSON (schemas/screens/flow-tickets.json) in the generic admin-list:
// the list, the form derived from the ticket-type entity (add, edit), and the server's refusal of an
// early-bird price not below the price, named by its field, in zh and en, light and dark.
import { createElement } from 'react';
import type { Meta, StoryObj, Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminListScreen } from '../renderers/admin-list';
import screen from '../schemas/screens/flow-tickets.json';
import { ConfirmHost } from '../renderers/console';
import { Toaster } from '../renderers/layout/Toaster';
import { ScreenParamsProvider } from '../src/runtime/screenParams';
import { stubFetch } from './fetchStub';

const BASE = '/api/co/meeting/7/registration-flows/1/ticket-types';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const iso = (days: number) => new Date(Date.UTC(2026, 10, 20, 1) + days * 86_400_000).toISOString();
type Ticket = Record<string, unknown> & { id: number; name: string; price: number };
const fixture = (): Ticket[] => [
  { id: 1, name: '标准票', nameEn: 'Standard', price: 299, currency: 'CNY', quota: 500, saleStart: iso(0), saleEnd: iso(40), discountPrice: 199, discountStart: iso(0), discountEnd: iso(20), description: '含会议资料与午餐' },
  { id: 2, name: 'VIP票', price: 699, currency: 'CNY', quota: 20, saleStart: iso(0), saleEnd: iso(40), discountPrice: null, discountStart: null, discountEnd: null },
];
let tickets: Ticket[] = [];
let lang = 'zh';

const answer = (method: string, url: URL, body: any): Response | null => {
  if (!url.pathname.startsWith(BASE)) return null;
  if (method === 'GET') return json(200, { code: 200, message: 'ok', data: tickets });
  if (method === 'DELETE') {
    tickets = tickets.filter((x) => `${BASE}/${x.id}` !== url.pathname);
    return json(200, { code: 200, message: '门票删除成功', data: {} });
  }
  // the server's rule beyond the schema, as it answers it (src/shared/tickets.ts ticketIssues)
  if (typeof body.discountPrice === 'number' && !(body.discountPrice < body.price)) {
    const message = lang === 'en' ? `Early-bird price must be below the price (${Number(body.price).toFixed(2)})` : `早鸟价须低于票价（${Number(body.price).toFixed(2)}）`;
    return json(400, { code: 400, message, errors: [{ path: '/discountPrice', message }] });
  }
  const t = { ...body, id: method === 'POST' ? Math.max(0, ...tickets.map((x) => x.id)) + 1 : Number(url.pathname.split('/').pop()) } as Ticket;
  tickets = method === 'POST' ? [...tickets, t] : tickets.map((x) => (x.id === t.id ? t : x));
  return json(200, { code: 200, message: '门票添加成功', data: t });
};

const withTicketsApi = (list: Ticket[] = fixture()): Decorator => (Story, ctx) => {
  stubFetch(answer);
  tickets = list;
  lang = ctx.globals.locale === 'en' ? 'en' : 'zh';
  return createElement(ScreenParamsProvider, { value: { meetingId: '7', flowId: '1' } }, createElement(Toaster), createElement(ConfirmHost), createElement(Story));
};

const meta = {
  title: 'MeetingSettings/Tickets',
  component: AdminListScreen,
  decorators: [withTicketsApi()],
  args: { config: screen },
} satisfies Meta<typeof AdminListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = (await c.findByText('标准票')).closest('tr')!;
    await expect(row).toHaveTextContent('199');
    await expect(within(row).getByText('编辑')).toBeTruthy();
    await expect(c.getByText('添加门票')).toBeTruthy();
  },
};
/** The form from the entity: an early-bird price not below the price is refused by the server, named by its field. */
export const EarlyBirdRefused: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByText('添加门票'));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByLabelText(/门票名称/), '早鸟票');
    await userEvent.type(body.getByLabelText(/^票价/), '100');
    await userEvent.type(body.getByLabelText(/^早鸟价/), '120');
    await userEvent.click(body.getByRole('button', { name: /确定|保存|提交/ }));
    await expect(await body.findAllByText('早鸟价须低于票价（100.00）')).not.toHaveLength(0);
  },
};
export const Empty: Story = {
  decorators: [withTicketsApi([])],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('还没有门票，点击“添加门票”开始设置')).toBeTruthy();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const EnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
