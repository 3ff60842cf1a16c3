// Tabs of block lists, the open tab in the URL (?tab=). The home page hides the tab strip (the navbar
// switches tabs); with the strip shown, the same config works as a visible tab bar.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabsLayout } from '../renderers/layout/TabsLayout';
import type { TabsConfig } from '../renderers/layout/pageConfig';
import home from '../schemas/screens/home.json';
import { withHost, withRouter } from './Site.fixtures';

const tabs = home.tabs as TabsConfig;

const meta = { title: 'Layout/Tabs', component: TabsLayout, args: { tabs: { ...tabs, showList: true } }, decorators: [withHost, withRouter] } satisfies Meta<typeof TabsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTabStrip: Story = {};
export const ContactOpenFromUrl: Story = { parameters: { route: '/?tab=contact' } };
export const HiddenStrip: Story = { args: { tabs } };
export const Dark: Story = { globals: { theme: 'dark' } };
