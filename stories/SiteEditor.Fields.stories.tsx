// The editor's property panel as generated from a block's JSON schema (here: speakers, carousel,
// contact-us and the navbar settings), with the values it edits shown beside it.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SchemaFields } from '../renderers/site-editor/SchemaFields';
import { siteSchema, defaultsOf } from '../renderers/site-editor/schemas';
import { slides } from './MeetingSite.fixtures';
import { CallsProvider } from '../renderers/calls';
import { MEETING_ID, withSiteEditorApi } from './SiteEditor.mock';
import editorScreen from '../schemas/screens/website-editor.json';

function Panel({ schemaId, initial, meetingId = '1' }: { schemaId: string; initial?: Record<string, unknown>; meetingId?: string }) {
  const schema = siteSchema(schemaId);
  const [value, setValue] = useState<Record<string, unknown>>({ ...defaultsOf(schema), ...initial });
  return (
    <div className="grid max-w-3xl grid-cols-[300px_1fr] gap-6">
      <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <SchemaFields schema={schema} value={value} onChange={(k, v) => setValue((o) => ({ ...o, [k]: v }))} meetingId={meetingId} onRichText={() => undefined} />
      </div>
      <pre className="overflow-auto text-xs" data-testid="value">{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

const meta = { title: 'SiteEditor/PropertyFields', component: Panel, args: { schemaId: 'site.speakers' } } satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop of the speakers schema; changing the title and the columns changes the value. The new
 *  block's title starts in both languages: its English input shows the default, kept as the Chinese changes. */
export const Speakers: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const title = c.getByLabelText('标题');
    await expect(c.getByTestId('prop-title-en')).toHaveValue('Speakers');
    await userEvent.clear(title);
    await userEvent.type(title, '特邀嘉宾');
    await expect(c.getByTestId('value')).toHaveTextContent('"title": { "zh": "特邀嘉宾", "en": "Speakers" }');
    await userEvent.selectOptions(c.getByLabelText('嘉宾来源'), '按分组');
    await expect(c.getByTestId('value')).toHaveTextContent('"speakerSource": "group"');
  },
};
export const CarouselEnglish: Story = { args: { schemaId: 'site.carousel', initial: { images: slides } }, globals: { locale: 'en' } };
export const ContactUsDark: Story = { args: { schemaId: 'site.contact-us' }, globals: { theme: 'dark' } };
export const NavbarSettings: Story = { args: { schemaId: 'site.navbar-settings' } };
/** The navbar's registration page is chosen among the meeting's registration flows by name, and the logo type is labelled. */
export const NavbarRegisterPagePicker: Story = {
  args: { schemaId: 'site.navbar-settings', meetingId: String(MEETING_ID) },
  decorators: [(Story) => <CallsProvider calls={editorScreen.calls as never}><Story /></CallsProvider>, withSiteEditorApi],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const picker = c.getByTestId('register-page-picker');
    await expect(await within(picker).findByRole('option', { name: '嘉宾报名' })).toBeInTheDocument();
    await expect(within(picker).getByRole('option', { name: '普通参会报名 (默认)' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, '嘉宾报名');
    await expect(c.getByTestId('value')).toHaveTextContent('"userRegisterPage": "4"');
    await expect(within(c.getByLabelText('Logo 类型')).getByRole('option', { name: '图片' })).toBeInTheDocument();
  },
};
export const NavbarRegisterPagePickerEnglishDark: Story = {
  args: { schemaId: 'site.navbar-settings', meetingId: String(MEETING_ID), initial: { userRegisterPage: '99' } },
  decorators: [(Story) => <CallsProvider calls={editorScreen.calls as never}><Story /></CallsProvider>, withSiteEditorApi],
  globals: { theme: 'dark', locale: 'en' },
};
export const NavbarSettingsDarkEnglish: Story = { args: { schemaId: 'site.navbar-settings' }, globals: { theme: 'dark', locale: 'en' } };
/** A block's text in both languages: English beside the Chinese; no English keeps a plain string. */
export const HeroBilingualText: Story = {
  args: { schemaId: 'site.hero', initial: { title: '年度医学大会' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const en = c.getByTestId('prop-title-en');
    await userEvent.type(en, 'Annual Medical Congress');
    await expect(c.getByTestId('value')).toHaveTextContent('"en": "Annual Medical Congress"');
    await expect(c.getByTestId('value')).toHaveTextContent('"zh": "年度医学大会"');
    await userEvent.clear(en);
    await expect(c.getByTestId('value')).toHaveTextContent('"title": "年度医学大会"');
  },
};
export const HeroBilingualTextDarkEnglish: Story = { args: { schemaId: 'site.hero', initial: { title: { zh: '年度医学大会', en: 'Annual Medical Congress' } } }, globals: { theme: 'dark', locale: 'en' } };
