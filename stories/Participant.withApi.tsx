// A decorator installing the participant API mock while a story is shown: installed during the
// first render (before the children's effects fetch), restored on unmount. The render test runs no
// beforeEach, so the stories rely on this.
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { mockParticipantApi } from './Participant.mock';

function Mocked({ opts, children }: { opts: Parameters<typeof mockParticipantApi>[0]; children: ReactNode }) {
  const [restore] = useState(() => mockParticipantApi(opts));
  useEffect(() => restore, [restore]);
  return <>{children}</>;
}

export const withParticipantApi = (opts: Parameters<typeof mockParticipantApi>[0] = {}): Decorator => (Story) => (
  <Mocked opts={opts}><Story /></Mocked>
);
