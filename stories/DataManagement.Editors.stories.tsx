// The news and speaker editors (spec 3 §2.1 /news-editor, /speaker-editor): a record on a page of
// its own, new (no ?id) or loaded (?id), the category chosen among the meeting's.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordEditorScreen } from '../renderers/record-editor';
import newsEditor from '../schemas/screens/news-editor.json';
import speakerEditor from '../schemas/screens/speaker-editor.json';
import { withRouter } from './Site.fixtures';
import { withDataApi } from './DataManagement.mock';

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
