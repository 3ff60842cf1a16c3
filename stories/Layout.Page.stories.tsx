// The `page` screen renderer with the real JSON pages: home (both tabs), a legal page and a
// console. It needs a router (links, ?tab=); the user binding reads the runtime session (none here).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageRenderer } from '../renderers/layout/PageRenderer';
import home from '../schemas/screens/home.json';
import privacy from '../schemas/screens/legal/privacy-policy.json';
import cookie from '../schemas/screens/legal/cookie-policy.json';
import superAdmin from '../schemas/screens/super-admin.json';
import { withRouter } from './Site.fixtures';


const meta = { title: 'Layout/Page', component: PageRenderer, args: { config: home }, decorators: [withRouter] } satisfies Meta<typeof PageRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const HomeEnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
export const HomeContactTab: Story = { parameters: { route: '/?tab=contact' } };
export const PrivacyPolicy: Story = { args: { config: privacy }, parameters: { route: '/privacy-policy' } };
export const CookiePolicyEnglish: Story = { args: { config: cookie }, parameters: { route: '/cookie-policy' }, globals: { locale: 'en' } };
/** Without a session the user fields show '-' (the route guard keeps guests out of the real page). */
export const SuperAdminConsole: Story = { args: { config: superAdmin }, parameters: { route: '/super-admin' } };
/** A broken config shows an error box instead of crashing. */
export const InvalidConfig: Story = { args: { config: { kind: 'page', tabs: { items: [] } } } };
