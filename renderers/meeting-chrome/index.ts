// The meeting's own frame (header and footer) around its registration flow, participant login, participant
// centre and e-ticket: routes with "chrome": "meeting" in schemas/routes.json (src/app/Shell.tsx).
export { MeetingHeader, MeetingFooterMount, HeaderPlaceholder } from './MeetingHeader';
export { MeetingHeaderView } from './MeetingHeaderView';
export { MeetingFooter } from './MeetingFooter';
export { loadMeetingChrome, useMeetingChrome, sitePageHref, type MeetingChromeData } from './data';
