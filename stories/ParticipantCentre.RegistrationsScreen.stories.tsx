// Screen kind "participant-registrations" drawn by its screen component (MyRegistrationsScreen), the
// form the kind registry loads. No file in schemas/screens names this kind (the participant centre
// mounts the list itself, see Participant.Center), so the config is the kind's documented form
// `{ kind, meetingId?, registerHref?, calls }`. Calls answered by MyRegistrations.mock (one registration in
// each lifecycle state); the card's states one by one are in ParticipantCentre.Registrations.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MyRegistrationsScreen } from '../renderers/my-registrations/MyRegistrations';
import { registrationsFixture, withMyRegistrationsApi } from './MyRegistrations.mock';
import centre from '../schemas/screens/participant-center.json';
import { callsOf } from '../renderers/calls';

// the calls are the participant centre's, which mounts this list
const config = { kind: 'participant-registrations', meetingId: 7, registerHref: '/meeting/7/register', calls: callsOf(centre.calls) };

const meta = {
  title: 'ParticipantCentre/RegistrationsScreen',
  component: MyRegistrationsScreen,
  decorators: [withMyRegistrationsApi()],
  args: { config },
} satisfies Meta<typeof MyRegistrationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The meeting's registrations, newest first, each with its state. */
export const Registrations: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('我的报名');
    await c.findByTestId('registration-40');
    const states = [...canvasElement.querySelectorAll('[data-testid="registration-status"]')].map((e) => e.textContent);
    await expect(states.length).toBe(registrationsFixture().length);
    await expect(states[0]).toBe('审核中');
  },
};

/** Another meeting's page: none of these registrations is for it, so the way to register shows. */
export const OtherMeeting: Story = {
  args: { config: { ...config, meetingId: 8, registerHref: '/meeting/8/register' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('您还没有报名记录')).toBeTruthy();
    await expect(c.getByRole('link', { name: '立即报名' })).toHaveAttribute('href', '/meeting/8/register');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('My registrations');
    await expect(within(await c.findByTestId('registration-35')).getByTestId('registration-status')).toHaveTextContent('Confirmed');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: async ({ canvasElement }) => void (await within(canvasElement).findByTestId('registration-40')) };

export const Empty: Story = {
  decorators: [withMyRegistrationsApi({ rows: [] })],
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByRole('link', { name: '立即报名' })).toHaveAttribute('href', '/meeting/7/register'),
};

export const EmptyEnglish: Story = {
  decorators: [withMyRegistrationsApi({ rows: [] })],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => expect(await within(canvasElement).findByText('You have no registrations yet')).toBeTruthy(),
};

/** The server down: the failure with a retry that asks again. */
export const LoadFailed: Story = {
  decorators: [withMyRegistrationsApi({ failing: true })],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('加载报名记录失败');
    await userEvent.click(c.getByRole('button', { name: '重试' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('加载报名记录失败');
  },
};
