// Leaving a screen with unsaved changes asks first: a reload or a closed tab gets the browser's own
// prompt (beforeunload), a move to another screen of the app the console's confirmation (react-router's
// blocker; only under the app's data router — a story or a test without one gets the browser prompt
// alone). The registration designer and the website editor both mount it; a <ConfirmHost/> draws the ask.
import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { confirm } from './confirmStore';

/** The browser's prompt on reload or tab close while `when` holds. */
export function useBeforeUnloadGuard(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ''; // older Chromium needs it set
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
}

/** Asks whether to leave the changes behind; true to leave. */
export const askLeave = () => confirm({ title: { t: 'console.confirm.title' }, message: { t: 'console.confirm.unsavedLeave' }, danger: true });

function RouteBlocker({ when }: { when: boolean }) {
  // a change of the query alone (a tab, a sub-view of the same screen) keeps the screen and its changes
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const latest = useRef(blocker);
  latest.current = blocker;
  // asked once per blocked move: the answer goes to the blocker of that moment
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askLeave().then((ok) => {
      const b = latest.current;
      if (b.state !== 'blocked') return;
      if (ok) b.proceed();
      else b.reset();
    });
  }, [blocker.state]); // eslint-disable-line react-hooks/exhaustive-deps -- the state, not the object, marks a new ask
  return null;
}

export function UnsavedGuard({ when }: { when: boolean }) {
  useBeforeUnloadGuard(when);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouteBlocker when={when} /> : null;
}
