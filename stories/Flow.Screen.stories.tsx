// /preview-flow: the designer's unsaved design from browser storage, walked with nothing sent;
// and the message when there is nothing to preview.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlowScreen } from '../renderers/flow/FlowScreen';
import { PREVIEW_KEY } from '../renderers/flow/drafts';
import { flowData } from './Flow.fixtures';

function Preview({ stored }: { stored: boolean }) {
  if (stored) localStorage.setItem(PREVIEW_KEY, JSON.stringify({ data: flowData }));
  else localStorage.removeItem(PREVIEW_KEY);
  return <FlowScreen config={{ kind: 'register-flow', preview: true }} />;
}

const meta = { title: 'Flow/Screen', component: Preview, args: { stored: true } } satisfies Meta<typeof Preview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreviewFlow: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('preview-badge')).toBeInTheDocument();
    await expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'chooseRole');
  },
};
export const PreviewDarkEnglish: Story = { globals: { theme: 'dark', locale: 'en' } };
export const NothingToPreview: Story = { args: { stored: false }, play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('没有可预览的页面设计') };
