// The whole page designer against a stand-in API (page design, meeting, hotels, flows, versions),
// answered like the server (docs/registration.md); the missing-flow-id refusal.
import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenParamsProvider } from '@runtime/screenParams';
import { DesignerScreen } from '../renderers/designer/DesignerScreen';
import { flowData } from './Flow.fixtures';
import pageDesign from '../schemas/screens/page-design.json';

const json = (body: unknown, status = 200) => new Response(JSON.stringify({ code: status, message: 'ok', data: body }), { status, headers: { 'content-type': 'application/json' } });

function mockDesignerApi() {
  const real = globalThis.fetch;
  let doc = { meetingId: 3, flowId: 7, version: 2, schemaVersion: 1, design: flowData.design, updatedAt: new Date().toISOString() };
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href).pathname;
    const method = init?.method ?? 'GET';
    if (url.endsWith('/versions')) return json({ content: [{ version: doc.version, createdAt: doc.updatedAt }, { version: 1, createdAt: doc.updatedAt }], totalElements: 2 });
    if (url.includes('/page-design/')) {
      if (method === 'PUT') doc = { ...doc, version: doc.version + 1, design: JSON.parse(String(init?.body)).design ?? doc.design };
      return json(doc);
    }
    if (url.endsWith('/info')) return json({ ...flowData.meeting });
    if (url.includes('/hotels/meeting/')) return json(flowData.hotels.map((h) => ({ ...h, status: 'active' })));
    if (url.endsWith('/registration-flows')) return json([{ id: 7, name: '普通报名' }]);
    if (url.endsWith('/ticket-types')) return json(flowData.tickets);
    return real(input, init);
  };
  return () => { globalThis.fetch = real; };
}

function Mocked({ children }: { children: ReactNode }) {
  const [restore] = useState(() => mockDesignerApi());
  useEffect(() => restore, [restore]);
  return <>{children}</>;
}

function Screen({ flowId }: { flowId?: string }) {
  return <Mocked><ScreenParamsProvider value={{ meetingId: '3', ...(flowId ? { flowId } : {}) }}><DesignerScreen config={pageDesign} /></ScreenParamsProvider></Mocked>;
}

const meta = { title: 'Designer/Screen', component: Screen, args: { flowId: '7' } } satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ticket: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByTestId('ticket-标准票')).toHaveTextContent('¥199');
    await userEvent.click(c.getByTestId('tab-versions'));
    await expect(await c.findByTestId('load-version-1')).toBeInTheDocument();
  },
};
export const DarkEnglish: Story = { globals: { theme: 'dark', locale: 'en' } };
export const MissingFlowId: Story = {
  args: { flowId: undefined },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByTestId('designer-no-flow')).toHaveTextContent('缺少流程ID，请从报名流程列表进入页面设计器'),
};
