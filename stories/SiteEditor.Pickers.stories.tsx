// The property panel's pickers, driven by `x-picker` / `x-upload` in schemas/site: a button's link
// (a page of this site, or an external address checked as typed) and its icon from the site's icon
// set; speakers, partner types and news categories chosen by name; the website settings' favicon
// uploaded with its progress; the media library as a grid to pick from, page through and delete.
import { useState, type ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SchemaFields } from '../renderers/site-editor/SchemaFields';
import { siteSchema, defaultsOf } from '../renderers/site-editor/schemas';
import { EditorPagesProvider } from '../renderers/site-editor/fields/EditorPages';
import { MediaLibraryDialog } from '../renderers/site-editor/MediaLibraryDialog';
import { ConfirmHost } from '../renderers/console';
import { CallsProvider } from '../renderers/calls';
import { MEETING_ID, finishUpload, withSiteEditorApi } from './SiteEditor.mock';
import editorScreen from '../schemas/screens/website-editor.json';

const PAGES = [{ id: 'home', name: '首页' }, { id: 'agenda', name: '大会议程' }, { id: 'contact', name: '联系我们' }];

function Panel({ schemaId, initial }: { schemaId: string; initial?: Record<string, unknown> }) {
  const schema = siteSchema(schemaId);
  const [value, setValue] = useState<Record<string, unknown>>({ ...defaultsOf(schema), ...initial });
  return (
    <EditorPagesProvider value={PAGES}>
      <div className="grid max-w-3xl grid-cols-[300px_1fr] gap-6">
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
          <SchemaFields schema={schema} value={value} onChange={(k, v) => setValue((o) => ({ ...o, [k]: v }))} meetingId={String(MEETING_ID)} />
        </div>
        <pre className="overflow-auto text-xs" data-testid="value">{JSON.stringify(value, null, 2)}</pre>
      </div>
    </EditorPagesProvider>
  );
}

const withCalls = (Story: () => ReactElement) => <CallsProvider calls={editorScreen.calls as never}><Story /></CallsProvider>;
const meta = { title: 'SiteEditor/Pickers', component: Panel, args: { schemaId: 'site.button' }, decorators: [withCalls, withSiteEditorApi] } satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A button links to a page of this site chosen by name, or to an external address checked as typed; its icon is picked from a grid. */
export const ButtonLinkAndIcon: Story = {
  args: { initial: { text: '立即报名' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByTestId('page-picker'), '大会议程');
    await expect(c.getByTestId('value')).toHaveTextContent('"to": "#page=agenda"');
    await userEvent.click(c.getByRole('button', { name: 'hotel' }));
    await expect(c.getByTestId('value')).toHaveTextContent('"icon": "hotel"');
    await expect(c.getByRole('button', { name: 'hotel' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByLabelText('外部链接'));
    const url = c.getByTestId('url-input');
    await userEvent.type(url, 'example{Enter}');
    await expect(c.getByRole('alert')).toHaveTextContent('请输入以 http:// 或 https:// 开头的有效网址');
    await expect(c.getByTestId('value')).toHaveTextContent('"to": "#page=agenda"');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/tickets{Enter}');
    await expect(c.getByTestId('value')).toHaveTextContent('"to": "https://example.com/tickets"');
    await expect(c.getByTestId('value')).toHaveTextContent('"newTab": true');
  },
};
export const ButtonLinkAndIconDarkEnglish: Story = { args: { initial: { text: 'Register', icon: 'register', action: { kind: 'link', to: '#page=contact' } } }, globals: { theme: 'dark', locale: 'en' } };

/** Speakers are ticked by name from the meeting's speakers, never typed as ids. */
export const SpeakersByName: Story = {
  args: { schemaId: 'site.speakers' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const list = c.getByTestId('picker-speakers');
    const boxes = await within(list).findAllByRole('checkbox');
    await userEvent.click(boxes[1]);
    await expect(c.getByTestId('value')).toHaveTextContent(/"speakers": \[\s*\d+/);
  },
};
/** Partner type and partners, news categories: the same picker over their own calls. */
export const PartnersByName: Story = {
  args: { schemaId: 'site.partners', initial: { partnerSource: 'category' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const type = c.getByTestId('picker-partnerTypes');
    await within(type).findByRole('option', { name: '商务合作' });
    await userEvent.selectOptions(type, '商务合作');
    await expect(c.getByTestId('value')).toHaveTextContent('"categoryId": "business"');
  },
};
export const NewsCategoriesDarkEnglish: Story = { args: { schemaId: 'site.news-list', initial: { newsSourceType: 'category', selectedCategories: [2] } }, globals: { theme: 'dark', locale: 'en' } };

/** The favicon is uploaded as the spec's media category, its progress shown on the button and as a bar. */
export const FaviconUploadProgress: Story = {
  args: { schemaId: 'site.website-settings' },
  parameters: { slowUpload: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'icon.png', { type: 'image/png' });
    await userEvent.upload(c.getByTestId('upload-prop-favicon'), file);
    await expect(await c.findByText('上传中 42%')).toBeInTheDocument();
    await expect(c.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    finishUpload();
    await waitFor(() => expect(c.getByTestId('value')).toHaveTextContent(`"favicon": "/api/media/files/${MEETING_ID}/`));
    await expect(c.queryByRole('progressbar')).toBeNull();
  },
};

function Library({ kind }: { kind: 'image' | 'file' }) {
  const [picked, setPicked] = useState('');
  return (
    <>
      <MediaLibraryDialog meetingId={String(MEETING_ID)} kind={kind} onPick={(it) => setPicked(it.originalName)} onClose={() => setPicked('closed')} />
      <ConfirmHost />
      <output data-testid="picked" className="fixed bottom-2 left-2 z-[60] rounded bg-white px-2 text-xs">{picked}</output>
    </>
  );
}

/** The library as a grid, twelve a page: picking one hands it back; one the website shows is not deleted, with the server's reason. */
export const MediaLibrary: StoryObj<typeof Library> = {
  render: (a) => <Library {...a} />,
  args: { kind: 'image' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(c.getAllByTestId('library-item')).toHaveLength(12));
    await expect(c.getByTestId('library-page')).toHaveTextContent('1 / 2');
    await userEvent.click(c.getByText('下一页'));
    await waitFor(() => expect(c.getAllByTestId('library-item')).toHaveLength(3));
    await userEvent.click(c.getByText('上一页'));
    await waitFor(() => expect(c.getAllByTestId('library-item')).toHaveLength(12));
    await userEvent.click(c.getByRole('button', { name: '删除 主视觉海报.jpg' }));
    await userEvent.click(await c.findByRole('button', { name: '确定' }));
    await expect(await c.findByText('该文件正在使用中：网站页面「首页」，请先移除引用后再删除')).toBeInTheDocument();
    await userEvent.click(c.getByText('现场照片2.jpg'));
    await expect(c.getByTestId('picked')).toHaveTextContent('现场照片2.jpg');
  },
};
export const MediaLibraryFilesDarkEnglish: StoryObj<typeof Library> = { render: (a) => <Library {...a} />, args: { kind: 'file' }, globals: { theme: 'dark', locale: 'en' } };

/** The tickets block's flow, empty: blank is the meeting's default flow (stored as 0). */
export const TicketsFlowEmpty: Story = {
  args: { schemaId: 'site.tickets' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const select = c.getByTestId('flow-picker');
    await within(select).findByRole('option', { name: '嘉宾报名' });
    await expect(select).toHaveDisplayValue('默认报名流程');
    await userEvent.selectOptions(select, '嘉宾报名');
    await expect(c.getByTestId('value')).toHaveTextContent('"flowId": 4');
  },
};
/** A flow chosen earlier, shown by its name (English, dark). */
export const TicketsFlowChosenDarkEnglish: Story = {
  args: { schemaId: 'site.tickets', initial: { flowId: 4 } },
  globals: { theme: 'dark', locale: 'en' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByTestId('flow-picker');
    await waitFor(() => expect(select).toHaveDisplayValue('嘉宾报名'));
  },
};
/** While the meeting's flows load, the picker says so and is busy. */
export const TicketsFlowLoading: Story = {
  args: { schemaId: 'site.tickets' },
  parameters: { siteEditor: { flowsPending: true } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByTestId('flow-picker');
    await expect(select).toHaveAttribute('aria-busy', 'true');
    await expect(select).toHaveDisplayValue('加载中…');
  },
};

/** A navbar menu item, empty: its link is picked (page / flow / external), its internal-or-external type set by the pick. */
export const MenuItemEmpty: Story = { args: { schemaId: 'site.navbar-settings', initial: { menuItems: [{ title: '日程', url: '', type: 'internal' }] } } };
/** A menu item linking to a page picked by name; then to a registration flow picked by name. */
export const MenuItemPageThenFlow: Story = {
  args: { schemaId: 'site.navbar-settings', initial: { menuItems: [{ title: '日程', url: '', type: 'internal' }] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByTestId('page-picker'), '大会议程');
    await expect(c.getByTestId('value')).toHaveTextContent('"url": "agenda"');
    await userEvent.click(c.getByLabelText('报名流程'));
    const flows = c.getByTestId('flow-link-picker');
    await within(flows).findByRole('option', { name: '嘉宾报名' });
    await userEvent.selectOptions(flows, '嘉宾报名');
    await expect(c.getByTestId('value')).toHaveTextContent(`"url": "/meeting/${MEETING_ID}/register/4"`);
    await expect(c.getByTestId('value')).toHaveTextContent('"type": "internal"');
  },
};
/** An external address that is not http(s) is refused with the message; the stored link stays. */
export const MenuItemInvalidUrl: Story = {
  args: { schemaId: 'site.navbar-settings', initial: { menuItems: [{ title: '酒店', url: 'https://example.com/hotel', type: 'external' }] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const url = c.getByTestId('url-input');
    await userEvent.clear(url);
    await userEvent.type(url, 'ftp://example.com{Enter}');
    await expect(c.getByRole('alert')).toHaveTextContent('请输入以 http:// 或 https:// 开头的有效网址');
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByTestId('value')).toHaveTextContent('"url": "https://example.com/hotel"');
  },
};
export const MenuItemInvalidUrlDarkEnglish: Story = { ...MenuItemInvalidUrl, globals: { theme: 'dark', locale: 'en' }, play: undefined };
/** A button's link to a flow while the flows load: busy and saying so. */
export const LinkFlowLoading: Story = {
  args: { initial: { text: '立即报名', action: { kind: 'link', to: `/meeting/${MEETING_ID}/register/4` } } },
  parameters: { siteEditor: { flowsPending: true } },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByTestId('flow-link-picker');
    await expect(select).toHaveAttribute('aria-busy', 'true');
    await expect(select).toBeDisabled();
  },
};
