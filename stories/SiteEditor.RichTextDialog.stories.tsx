// The editor's rich-text dialog: editing tools, save, the question when closing with changes, the
// inline link row (safe addresses only; the selected text becomes the link) and the media buttons
// (the media library of images, videos or files; an upload's progress).
import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextDialog } from '../renderers/site-editor/RichTextDialog';
import { CallsProvider } from '../renderers/calls';
import { MEETING_ID, finishUpload, withSiteEditorApi } from './SiteEditor.mock';
import editorScreen from '../schemas/screens/website-editor.json';

const meta = {
  title: 'SiteEditor/RichTextDialog', component: RichTextDialog,
  args: { content: '<h2>大会简介</h2><p>三天议程，<b>40</b> 场演讲。</p>', onSave: fn(), onClose: fn() },
} satisfies Meta<typeof RichTextDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing marks the text changed: closing asks first, and "keep editing" keeps the dialog. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const editor = body.getByTestId('richtext-editor');
    await userEvent.click(editor);
    await userEvent.type(editor, '欢迎');
    await userEvent.click(body.getByRole('button', { name: '取消' }));
    await expect(body.getByText('有未保存的修改，确定关闭吗？')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: '继续编辑' }));
    await userEvent.click(body.getByTestId('richtext-save'));
    await expect(args.onSave).toHaveBeenCalled();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** Select "40", open the link row: a javascript: address is refused with the message, https is linked. */
const selectBold = (editor: HTMLElement) => {
  const range = document.createRange();
  range.selectNodeContents(editor.querySelector('b')!);
  const sel = window.getSelection()!;
  sel.removeAllRanges();
  sel.addRange(range);
};
export const Link: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const editor = body.getByTestId('richtext-editor');
    selectBold(editor);
    await userEvent.click(body.getByTestId('richtext-link'));
    const input = body.getByLabelText('请输入链接地址');
    await userEvent.clear(input);
    await userEvent.type(input, 'javascript:alert(1)');
    await userEvent.click(body.getByRole('button', { name: '插入链接' }));
    await expect(body.getByText('请输入以 http://、https://、mailto: 或 tel: 开头的链接地址')).toBeInTheDocument();
    await expect(editor.querySelector('a')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'https://example.com/agenda{enter}');
    await expect(body.queryByTestId('richtext-link-row')).toBeNull();
    await expect(editor.querySelector('a')?.getAttribute('href')).toBe('https://example.com/agenda');
    await expect(editor.querySelector('a')?.textContent).toBe('40');
    await userEvent.click(body.getByTestId('richtext-save'));
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining('href="https://example.com/agenda"'));
  },
};
export const LinkRefusedEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    selectBold(body.getByTestId('richtext-editor'));
    await userEvent.click(body.getByTestId('richtext-link'));
    const input = body.getByLabelText('Link address');
    await userEvent.clear(input);
    await userEvent.type(input, 'ftp://files.example.com{enter}');
    await expect(body.getByText('Enter a link starting with http://, https://, mailto: or tel:')).toBeInTheDocument();
  },
};

/** The media buttons (图片 / 视频 / 文件) open the meeting's media library of that kind; a picked image goes in as a responsive picture, a picked file as a download link. */
const withCalls = (Story: () => ReactElement) => <CallsProvider calls={editorScreen.calls as never}><Story /></CallsProvider>;
const media: Pick<Story, 'args' | 'decorators'> = { args: { meetingId: String(MEETING_ID), content: '<p>大会海报与日程</p>' }, decorators: [withCalls, withSiteEditorApi] };
export const MediaButtons: Story = {
  ...media,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const editor = body.getByTestId('richtext-editor');
    await userEvent.click(body.getByTestId('richtext-image'));
    const library = await body.findByTestId('media-library');
    await expect(library).toHaveAccessibleName('媒体库 · 图片');
    await userEvent.click(await within(library).findByText('现场照片2.jpg'));
    await waitFor(() => expect(editor.querySelector('img')).not.toBeNull());
    await userEvent.click(body.getByTestId('richtext-file'));
    await userEvent.click(await within(await body.findByTestId('media-library')).findByText('会议日程.pdf'));
    await waitFor(() => expect(editor.querySelector('a[download]')?.textContent).toBe('会议日程.pdf'));
    await userEvent.click(body.getByTestId('richtext-save'));
    await expect(args.onSave).toHaveBeenCalledWith(expect.stringContaining('会议日程.pdf'));
  },
};
/** The video library with nothing in it yet: it says so and offers the upload (English, dark). */
export const MediaVideoEmptyEnglishDark: Story = {
  ...media,
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByTestId('richtext-video'));
    const library = await body.findByTestId('media-library');
    await waitFor(() => expect(within(library).queryAllByTestId('library-item')).toHaveLength(0));
    await expect(within(library).getByTestId('library-upload')).toBeInTheDocument();
  },
};
/** An image uploaded from the dialog's library: its progress on the button and as a bar until the server answers. */
export const MediaUploadProgress: Story = {
  ...media,
  parameters: { slowUpload: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByTestId('richtext-image'));
    const library = await body.findByTestId('media-library');
    await userEvent.upload(within(library).getByTestId('library-upload'), new File([new Uint8Array([137, 80, 78, 71])], 'poster.png', { type: 'image/png' }));
    await expect(await within(library).findByText('上传中 42%')).toBeInTheDocument();
    await expect(within(library).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    finishUpload();
    await waitFor(() => expect(within(library).queryByRole('progressbar')).toBeNull());
  },
};
