// Entry of the public meeting website (/{userId}/p/{meetingId}/{token}): its own small bundle, never
// the admin app, the editor, forms or charts. A published site comes with the server's HTML of its first
// page and the answers it was drawn from (state.ts): the page hydrates that HTML when its reader is the one
// the server drew for (Chinese, in the meeting's time zone, on the first page), else draws afresh from the
// same answers. Without them (a draft its owner previews, a wrong address) it loads the site and the
// meeting in parallel, then draws.
import { setMeetingZone } from '@runtime/meetingZone';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n, ready, currentLang } from '@runtime/i18n';
import { assumeViewerZone, viewerTimeZone } from '@shared/time-zone';
import { fromRecords } from '@renderers/meeting-site/document';
import '@renderers/meeting-site';
import '../app/styles.css';
import { loadSite, parseAddress, type Loaded } from './load';
import { loadSiteMessages } from './messages';
import { applyMeta } from './meta';
import { countView } from './view';
import { SiteApp, pageFromHash } from './SiteApp';
import { NotFound } from './NotFound';
import { readState } from './state';
import { setHydrating } from './hydration';

const address = parseAddress(window.location.pathname);
// the server's answers were asked in its language (a few texts in them are): another reader asks again
const written = address ? readState() : null;
const state = written && (i18n.language ?? 'zh') === written.lang ? written : null;
const loading: Promise<Loaded> = state ? Promise.resolve({ ok: true, meeting: state.meeting, doc: fromRecords(state.records, state.meeting.title ?? '') })
  : address ? loadSite(address) : Promise.resolve({ ok: false, reason: 'notFound' });

void Promise.all([loading, ready.then(() => loadSiteMessages(currentLang()))]).then(([site]) => {
  if (site.ok && address) {
    applyMeta(site.meeting, site.doc.websiteSettings);
    // every time the site shows is in the meeting's zone (runtime/meetingZone.ts)
    setMeetingZone(site.meeting.timeZone);
    if (!site.draft) countView(address.meetingId);
  }
  const root = document.getElementById('root')!;
  const first = site.ok ? site.doc.pages[0]?.id : undefined;
  const sameReader = !!state && site.ok && currentLang() === state.lang && (!pageFromHash() || pageFromHash() === first || !site.doc.pages.some((p) => p.id === pageFromHash()));
  // a reader on another clock: hydrated as the server drew it (the meeting's clock), then drawn again with
  // the zone named beside each time (SiteApp's settleZone)
  const otherClock = sameReader && viewerTimeZone() !== state!.viewerZone;
  const view = site.ok ? <SiteApp meeting={site.meeting} doc={site.doc} meetingId={address!.meetingId} userId={address!.userId} token={address!.token} draft={site.draft} loads={state?.loads} settleZone={otherClock} /> : <NotFound reason={site.reason} message={site.message} />;
  if (sameReader && root.firstChild) {
    setHydrating(true);
    if (otherClock) assumeViewerZone(state!.viewerZone);
    // as a transition: the hydration yields to the browser every few ms instead of holding the main thread
    // (the visitor already sees the page; a click meanwhile is replayed once its part is hydrated)
    startTransition(() => void hydrateRoot(root, <StrictMode>{view}</StrictMode>));
  } else {
    root.replaceChildren();
    createRoot(root).render(<StrictMode>{view}</StrictMode>);
  }
});
