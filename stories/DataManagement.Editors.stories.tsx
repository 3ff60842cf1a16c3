// The news and speaker editors (spec 3 §2.1 /news-editor, /speaker-editor): a record on a page of
// its own, new (no ?id) or loaded (?id), the category chosen among the meeting's. Photos, logos and
// news covers are chosen before saving (x-widget image-upload); the speaker's e-mail is an e-mail
// input, private unless the record shows it.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RecordEditorScreen } from '../renderers/record-editor';
import newsEditor from '../schemas/screens/news-editor.json';
import speakerEditor from '../schemas/screens/speaker-editor.json';
import { withRouter } from './Site.fixtures';
import { PHOTO, withDataApi } from './DataManagement.mock';

const meta = {
  title: 'DataManagement/Editors',
  component: RecordEditorScreen,
  decorators: [withDataApi(), withRouter],
  args: { config: newsEditor },
  parameters: { route: '/news-editor?id=1&meetingId=1' },
} satisfies Meta<typeof RecordEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditNews: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByDisplayValue('大会议程正式发布')).toBeTruthy();
    await expect(await c.findByRole('option', { name: '大会动态' })).toBeTruthy();
  },
};
export const EditNewsEnglishDark: Story = { globals: { locale: 'en', theme: 'dark' } };
export const NewSpeaker: Story = { args: { config: speakerEditor }, parameters: { route: '/speaker-editor?meetingId=1' } };
export const NewSpeakerDark: Story = { args: { config: speakerEditor }, parameters: { route: '/speaker-editor?meetingId=1' }, globals: { theme: 'dark' } };

/** A new speaker: the photo is uploaded before the record exists and shown at once. */
export const NewSpeakerPhotoChosen: Story = {
  args: { config: speakerEditor },
  parameters: { route: '/speaker-editor?meetingId=1' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: '上传图片' })).toBeTruthy();
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    // the stand-in API answers fetch only: without XMLHttpRequest the upload goes through fetch (no progress)
    const xhr = globalThis.XMLHttpRequest;
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = undefined;
    try {
      await userEvent.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'face.jpg', { type: 'image/jpeg' }));
      await expect(await c.findByRole('button', { name: '更换图片' })).toBeTruthy();
    } finally {
      globalThis.XMLHttpRequest = xhr;
    }
    await expect((c.getByAltText('图片预览') as HTMLImageElement).src).toBe(PHOTO);
    await expect((c.getByLabelText('邮箱') as HTMLInputElement).type).toBe('email');
  },
};
export const EditSpeakerEnglishDark: Story = { args: { config: speakerEditor }, parameters: { route: '/speaker-editor?id=1&meetingId=1' }, globals: { locale: 'en', theme: 'dark' } };
/** A file of another type is refused before it leaves the browser. */
export const WrongType: Story = {
  args: { config: speakerEditor },
  parameters: { route: '/speaker-editor?meetingId=1' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('button', { name: '上传图片' });
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await c.findByRole('alert')).toHaveTextContent('图片只能是 JPG、PNG、GIF、BMP、TIF 格式!');
  },
};
export const NewsCoverEnglish: Story = { parameters: { route: '/news-editor?id=1&meetingId=1' }, globals: { locale: 'en' } };
