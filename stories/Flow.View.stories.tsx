// The whole flow in preview mode: step bar, descriptions, previous/next within bounds.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FlowView } from '../renderers/flow/FlowView';
import { emptyState, type FlowState } from '../renderers/flow/types';
import { flowData } from './Flow.fixtures';

function Walk() {
  const [state, setState] = useState<FlowState>(emptyState('chooseRole'));
  return <div className="mx-auto max-w-2xl p-4"><FlowView data={flowData} state={state} setState={setState} now={Date.now()} preview /></div>;
}

const meta = { title: 'Flow/View', component: Walk } satisfies Meta<typeof Walk>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Walkthrough: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('flow-prev')).toBeDisabled();
    await userEvent.click(c.getByTestId('flow-next')); // nothing chosen: stays
    await expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'chooseRole');
    await userEvent.click(c.getByTestId('identity-delegate'));
    await userEvent.click(c.getByTestId('flow-next'));
    await expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'ticket');
    await expect(c.getByTestId('flow-top-desc')).toHaveTextContent('早鸟价');
    await userEvent.click(c.getByTestId('flow-prev'));
    await expect(c.getByTestId('flow-view')).toHaveAttribute('data-step', 'chooseRole');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const English: Story = { globals: { locale: 'en' } };
