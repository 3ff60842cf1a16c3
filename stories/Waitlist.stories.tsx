// The waiting list's renderer states (issue 20) at phone width: a sold-out ticket offering 加入候补, a full
// room type offering 加入房型候补 (the stay still asked for), the last step joining instead of submitting,
// the joined page, and the participant centre's entries (waiting with the place in line; an offer held
// until a time, to claim; a room type's) in both languages and themes.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageOf } from '@shared/designer/steps';
import { STEP_VIEWS } from '../renderers/flow/stepViews';
import { FlowView } from '../renderers/flow/FlowView';
import { stepsOf } from '../renderers/flow/walk';
import { WaitlistJoined } from '../renderers/flow/steps/WaitlistJoined';
import { MyWaitlist, type WaitlistEntry } from '../renderers/my-registrations/MyWaitlist';
import { RoomWaitlistJoin } from '../renderers/my-registrations/RoomWaitlistJoin';
import { emptyState, type FlowState } from '../renderers/flow/types';
import { chosen, flowData } from './Flow.fixtures';
import center from '../schemas/screens/participant-center.json';

const PHONE = 'mx-auto w-[390px] p-2';

function TicketWaitlist() {
  const [s, setS] = useState<FlowState>(emptyState('ticket'));
  const Ticket = STEP_VIEWS.ticket;
  return <div className={PHONE}><Ticket page={pageOf(flowData.design, 'ticket')} data={flowData} state={{ ...s, step: 'ticket' }} update={(p) => setS((x) => ({ ...x, ...p }))} now={Date.now()} /></div>;
}

const meta = { title: 'Flow/Waitlist', component: TicketWaitlist } satisfies Meta<typeof TicketWaitlist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SoldOutTicketOffersWaitlist: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the sold-out card itself stays unchosen; its waiting list is offered beside it
    await expect(c.getByTestId('ticket-学生票')).toBeDisabled();
    await expect(c.getByTestId('ticket-学生票')).toHaveTextContent('已售罄');
    await userEvent.click(c.getByTestId('waitlist-学生票'));
    await expect(c.getByTestId('waitlist-学生票')).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByTestId('waitlist-hint')).toHaveTextContent('加入候补后');
    // a ticket with places left is not offered a waiting list
    await expect(c.queryByTestId('waitlist-标准票')).toBeNull();
  },
};
export const SoldOutTicketEnglishDark: Story = {
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('waitlist-学生票')).toHaveTextContent('Join the waiting list');
  },
};

function RoomWaitlist() {
  const [s, setS] = useState<FlowState>({ ...emptyState('hotel'), hotel: { needHotel: true, hotelId: 11 } });
  const Hotel = STEP_VIEWS.hotel;
  return <div className={PHONE}><Hotel page={pageOf(flowData.design, 'hotel')} data={flowData} state={{ ...s, step: 'hotel' }} update={(p) => setS((x) => ({ ...x, ...p }))} now={Date.now()} /></div>;
}
export const FullRoomOffersWaitlist: StoryObj<typeof RoomWaitlist> = {
  render: () => <RoomWaitlist />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // the full room's card stays unchosen; its waiting list is offered beside it, then the stay is asked for
    await expect(c.getByTestId('room-22')).toBeDisabled();
    await expect(c.queryByTestId('room-waitlist-21')).toBeNull();
    await userEvent.click(c.getByTestId('room-waitlist-22'));
    await expect(c.getByTestId('room-waitlist-22')).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByTestId('room-waitlist-hint')).toHaveTextContent('有空房时将按顺序为您保留');
    await expect(c.getByTestId('checkin')).toBeVisible();
    // choosing a room with rooms left leaves the waiting list
    await userEvent.click(c.getByTestId('room-21'));
    await expect(c.getByTestId('room-waitlist-22')).toHaveAttribute('aria-pressed', 'false');
  },
};
export const FullRoomEnglishDark: StoryObj<typeof RoomWaitlist> = {
  render: () => <RoomWaitlist />,
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('room-waitlist-22')).toHaveTextContent('Join the room waiting list');
  },
};

const join = fn(async () => ({ id: 5, place: 3 }));
function Joining() {
  const start: FlowState = { ...chosen, ticketType: '学生票', waitlist: true, formData: { ...chosen.formData } };
  const last = stepsOf(flowData, start, Date.now()).walked.slice(-1)[0];
  const [s, setS] = useState<FlowState>({ ...start, step: last });
  return <div className={PHONE}><FlowView data={flowData} state={s} setState={setS} now={Date.now()} submit={() => Promise.reject(new Error('not this'))} join={join} /></div>;
}
export const LastStepJoins: StoryObj<typeof Joining> = {
  render: () => <Joining />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('flow-next')).toHaveTextContent('加入候补');
    await userEvent.click(c.getByTestId('flow-next'));
    await waitFor(() => expect(c.getByTestId('waitlist-joined')).toHaveTextContent('已加入候补名单，当前排第 3 位'));
    await expect(join).toHaveBeenCalled();
  },
};
export const Joined: StoryObj<typeof WaitlistJoined> = { render: () => <div className={PHONE}><WaitlistJoined place={2} meetingId={7} /></div> };
export const JoinedEnglishDark: StoryObj<typeof WaitlistJoined> = { ...Joined, globals: { locale: 'en', theme: 'dark' } };

const roomJoin = fn(async () => ({ id: 6, place: 1 }));
function JoiningRoom() {
  const start: FlowState = { ...chosen, hotel: { ...chosen.hotel, roomTypeId: 22 }, roomWaitlist: true, formData: { ...chosen.formData } };
  const last = stepsOf(flowData, start, Date.now()).walked.slice(-1)[0];
  const [s, setS] = useState<FlowState>({ ...start, step: last });
  return <div className={PHONE}><FlowView data={flowData} state={s} setState={setS} now={Date.now()} submit={() => Promise.reject(new Error('not this'))} join={roomJoin} /></div>;
}
export const LastStepJoinsRoom: StoryObj<typeof JoiningRoom> = {
  render: () => <JoiningRoom />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('flow-next')).toHaveTextContent('加入候补');
    await userEvent.click(c.getByTestId('flow-next'));
    await waitFor(() => expect(c.getByTestId('waitlist-joined')).toHaveTextContent('有空房时将按顺序为您保留'));
    await expect(roomJoin).toHaveBeenCalled();
  },
};
export const JoinedRoomEnglishDark: StoryObj<typeof WaitlistJoined> = { render: () => <div className={PHONE}><WaitlistJoined place={1} meetingId={7} room /></div>, globals: { locale: 'en', theme: 'dark' } };

const inAnHour = new Date(Date.now() + 3600_000).toISOString();
const entries: WaitlistEntry[] = [
  { id: 1, meetingId: 7, ticketType: 'VIP票', ticketNameEn: 'VIP ticket', flowName: '普通报名', status: 'offered', offerExpiresAt: inAnHour },
  { id: 2, meetingId: 7, ticketType: '学生票', flowName: '普通报名', status: 'waiting', place: 4 },
  { id: 3, meetingId: 7, ticketType: '标准票', status: 'claimed' },
  { id: 4, meetingId: 7, kind: 'room', roomTypeName: '滨江酒店 · 标准双床房', flowName: '普通报名', status: 'offered', offerExpiresAt: inAnHour },
];
const Centre = ({ marked }: { marked?: string }) => (
  <div className={PHONE}><MyWaitlist meetingId={7} calls={center.calls as never} initial={entries} marked={marked} /></div>
);
export const CentreEntries: StoryObj<typeof Centre> = {
  render: () => <Centre marked="1" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const offered = within(c.getByTestId('waitlist-entry-1'));
    await expect(offered.getByTestId('waitlist-state')).toHaveTextContent('名额为您保留至');
    await expect(offered.getByTestId('waitlist-claim')).toHaveTextContent('认领名额');
    await expect(c.getByTestId('waitlist-entry-1')).toHaveAttribute('aria-current', 'true');
    await expect(within(c.getByTestId('waitlist-entry-2')).getByTestId('waitlist-state')).toHaveTextContent('候补第 4 位');
    await expect(within(c.getByTestId('waitlist-entry-2')).queryByTestId('waitlist-claim')).toBeNull();
    // an ended entry is not listed
    await expect(c.queryByTestId('waitlist-entry-3')).toBeNull();
    // a room type's offer names the room
    await expect(c.getByTestId('waitlist-entry-4')).toHaveTextContent('房型：滨江酒店 · 标准双床房');
  },
};
export const CentreEntriesEnglishDark: StoryObj<typeof Centre> = {
  render: () => <Centre />,
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('waitlist-entry-1')).toHaveTextContent('VIP ticket');
    await expect(c.getByTestId('waitlist-entry-2')).toHaveTextContent('Number 4 in line');
    await expect(c.getByTestId('waitlist-entry-4')).toHaveTextContent('Room: 滨江酒店 · 标准双床房');
  },
};

// a registered participant without a room: the full room types of their flow, the stay asked for
const full = { registrationId: 9, rooms: [{ hotelId: 11, roomTypeId: 22, label: '滨江酒店 · 标准双床房' }, { hotelId: 12, roomTypeId: 24, label: '会展中心酒店 · 行政套房' }] };
const RoomJoin = () => <div className={PHONE}><RoomWaitlistJoin meetingId={7} calls={center.calls as never} initial={full} /></div>;
export const CentreJoinsRoom: StoryObj<typeof RoomJoin> = {
  render: () => <RoomJoin />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('room-waitlist-join')).toHaveTextContent('加入房型候补');
    await userEvent.selectOptions(c.getByTestId('room-waitlist-room'), '24');
    await expect(c.getByTestId('room-waitlist-room')).toHaveValue('24');
    await expect(c.getByTestId('room-waitlist-checkin')).toBeRequired();
  },
};
export const CentreJoinsRoomEnglishDark: StoryObj<typeof RoomJoin> = {
  render: () => <RoomJoin />,
  globals: { locale: 'en', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('room-waitlist-submit')).toHaveTextContent('Join the room waiting list');
  },
};
