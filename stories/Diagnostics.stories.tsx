// /test-user-management (spec 3 §2.9) from its real JSON: check auth, refresh, test API call and test
// component, each adding a result row; the list keeps the last 10. Calls answered by a fetch stub.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DiagnosticsScreen } from '../renderers/diagnostics/DiagnosticsScreen';
import screen from '../schemas/screens/test-user-management.json';
import { stubFetch } from './fetchStub';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 200, message: 'ok', data });
const user = { id: 3, username: 'organizer1', role: 'ORGANIZER' };

let down = false;
const answer = (method: string, url: URL) => {
  if (url.pathname === '/api/auth/session') return ok({ user, role: 'ORGANIZER', roleText: '会务组', issuedAt: '2026-11-28T01:00:00.000Z', expiresAt: '2026-11-29T01:00:00.000Z', rememberMe: false });
  if (url.pathname === '/api/auth/refresh' && method === 'POST') return ok({ token: 'new-token', expiresAt: '2026-11-29T03:00:00.000Z', rememberMe: false, user });
  if (url.pathname === '/api/health') return down ? json(503, { code: 503, message: '服务暂不可用' }) : ok({ db: 'pglite' });
  return null;
};
/** the calls answered; `down`: the health check fails */
const withApi = (opts: { down?: boolean } = {}): Decorator => (Story) => {
  stubFetch(answer);
  down = !!opts.down;
  return <Story />;
};

const meta = {
  title: 'Diagnostics/TestUserManagement',
  component: DiagnosticsScreen,
  decorators: [withApi()],
  args: { config: screen },
} satisfies Meta<typeof DiagnosticsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const EachCheck: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '检查认证' }));
    await expect(await c.findByText(/organizer1（会务组）/)).toBeTruthy();
    await userEvent.click(c.getByRole('button', { name: '测试接口' }));
    await expect(await c.findByText(/健康检查正常（数据库 pglite）/)).toBeTruthy();
    await userEvent.click(c.getByRole('button', { name: '测试组件' }));
    await expect(await c.findByText(/组件渲染正常/)).toBeTruthy();
    await userEvent.click(c.getByRole('button', { name: '刷新' }));
    await expect(await c.findByText(/登录已续期/)).toBeTruthy();
  },
};
export const KeepsTen: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (let i = 0; i < 12; i++) await userEvent.click(c.getByRole('button', { name: '测试组件' }));
    await expect(canvasElement.querySelectorAll('tbody tr[data-row]')).toHaveLength(10);
  },
};
export const ApiDownEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  decorators: [withApi({ down: true })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Test API call' }));
    await expect(await c.findByText('Failed')).toBeTruthy();
  },
};
