// Where `now` stands against a meeting's registration window (meeting registrationStartTime /
// registrationEndTime): the server refuses submissions outside it (src/server/registration/window.ts) and
// the site's register button says so (src/site/SiteApp.tsx). A missing end of the window is open.
export type WindowState = 'open' | 'notYet' | 'closed';

export function windowState(open: Date | null, close: Date | null, now: Date = new Date()): WindowState {
  if (open && now < open) return 'notYet';
  if (close && now > close) return 'closed';
  return 'open';
}
