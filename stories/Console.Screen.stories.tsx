// The two consoles from their real JSON (schemas/screens/admin-center.json, super-admin.json). The
// tabs of other areas are swapped for a small inline page so the story needs no server.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConsoleScreen } from '../renderers/console';
import { registerRenderer } from '../src/runtime/registry';
import { PageRenderer } from '../renderers/layout';
import adminCenter from '../schemas/screens/admin-center.json';
import superAdmin from '../schemas/screens/super-admin.json';
import { withRouter } from './Site.fixtures';

registerRenderer('page', PageRenderer); // the admin home and the stand-in tabs, drawn at once (no import to wait for)

const standIn = (label: unknown) => ({ kind: 'page', blocks: [{ type: 'page-header', props: { icon: 'chart', title: label } }] });
const offline = (c: typeof adminCenter | typeof superAdmin) => ({
  ...c,
  nav: c.nav.map((i) => ('screen' in i && typeof i.screen === 'string' ? { ...i, screen: standIn(i.label) } : i)),
});

const organizer = { username: 'chen_organizer', name: '陈静', role: 'ORGANIZER' };
const admin = { username: 'admin', role: 'SUPER_ADMIN' };

const meta = {
  title: 'Console/Screen',
  component: ConsoleScreen,
  decorators: [withRouter],
  parameters: { route: '/admin-center?tab=home' },
  args: { config: offline(adminCenter), user: organizer },
} satisfies Meta<typeof ConsoleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AdminCentreHome: Story = {};
export const AdminCentreMeetings: Story = { parameters: { route: '/admin-center' } };
export const SuperAdmin: Story = { args: { config: offline(superAdmin), user: admin }, parameters: { route: '/super-admin?tab=notifications' } };
export const SuperAdminNoName: Story = { args: { config: offline(superAdmin), user: { username: '', role: 'SUPER_ADMIN' } }, parameters: { route: '/super-admin' } };
/** An organizer who reaches the super-admin console gets the spec's refusal. */
export const Refused: Story = { args: { config: superAdmin, user: organizer }, parameters: { route: '/super-admin' } };
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { config: offline(superAdmin), user: admin }, parameters: { route: '/super-admin' } };
