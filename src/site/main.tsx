// Entry of the public meeting website (/{userId}/p/{meetingId}/{token}): its own small bundle, never
// the admin app, the editor, forms or charts. Loads the site and the meeting in parallel, then draws.
import { setMeetingZone } from '@runtime/meetingZone';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ready, currentLang } from '@runtime/i18n';
import '@renderers/meeting-site';
import '../app/styles.css';
import { loadSite, parseAddress, type Loaded } from './load';
import { loadSiteMessages } from './messages';
import { applyMeta } from './meta';
import { countView } from './view';
import { SiteApp } from './SiteApp';
import { NotFound } from './NotFound';

const address = parseAddress(window.location.pathname);
const loading: Promise<Loaded> = address ? loadSite(address) : Promise.resolve({ ok: false, reason: 'notFound' });

void Promise.all([loading, ready.then(() => loadSiteMessages(currentLang()))]).then(([site]) => {
  if (site.ok && address) {
    applyMeta(site.meeting, site.doc.websiteSettings);
    // every time the site shows is in the meeting's zone (runtime/meetingZone.ts)
    setMeetingZone(site.meeting.timeZone);
    if (!site.draft) countView(address.meetingId);
  }
  const view = site.ok ? <SiteApp meeting={site.meeting} doc={site.doc} meetingId={address!.meetingId} userId={address!.userId} token={address!.token} draft={site.draft} /> : <NotFound reason={site.reason} message={site.message} />;
  createRoot(document.getElementById('root')!).render(<StrictMode>{view}</StrictMode>);
});
