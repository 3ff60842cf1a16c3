// The public meeting website: navbar, the current page (switched without reload, kept in the
// address's #hash), the page's appearance and the page style; blocks load their lists through the spec's calls.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteDataProvider, SiteNavbar, siteDataFor, type SiteData, type SiteDataKind, type SiteDocument } from '@renderers/meeting-site';
import { loadKey } from '@renderers/meeting-site/siteData';
import { currentLang, setLanguage } from '@runtime/i18n';
import type { MeetingInfo } from './load';
import { loadSiteMessages } from './messages';
import { useParticipantUi } from './participant';
import { Toaster } from '@renderers/layout/Toaster';
import { PageView } from './PageView';
import { windowState } from '@shared/registration-window';
import { assumeViewerZone, formatInZone, wallToInstant, zoneOr } from '@shared/time-zone';

// the server renders the first page (it never sees the address's #hash)
export const pageFromHash = () => (typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.replace(/^#page=/, '')));

export interface SiteAppProps {
  meeting: MeetingInfo;
  doc: SiteDocument;
  meetingId: string;
  userId: string;
  token?: string;
  draft?: boolean;
  /** block loads answered already, by loadKey (the server's first render fetched them) */
  loads?: Record<string, unknown>;
  /** the server's first render: told of each block load not answered yet */
  missed?: (kind: SiteDataKind, params?: Record<string, unknown>) => void;
  /** hydrated for a reader on the meeting's clock while this one's differs: once hydrated, drawn again
   *  with the reader's own (times then name their zone), as a transition so the page stays responsive */
  settleZone?: boolean;
}

export function SiteApp({ meeting, doc, meetingId, userId, token, draft, loads, missed, settleZone }: SiteAppProps) {
  const { t } = useTranslation();
  const [, setZoneSettled] = useState(false);
  useEffect(() => {
    if (!settleZone) return;
    assumeViewerZone(null);
    startTransition(() => setZoneSettled(true));
  }, [settleZone]);
  const first = doc.pages[0].id;
  const [pageId, setPageId] = useState(() => (doc.pages.some((p) => p.id === pageFromHash()) ? pageFromHash() : first));
  const page = doc.pages.find((p) => p.id === pageId) ?? doc.pages[0];
  const participant = useParticipantUi(meetingId);
  const registerRef = useRef(participant.register);
  registerRef.current = participant.register;
  // the blocks that read the meeting get the one already loaded; the hero's button is the navbar's register
  const data = useMemo(() => {
    const base = siteDataFor(meetingId, token);
    const known: SiteData['known'] = (kind, params) => {
      if (kind === 'meeting') return { value: meeting };
      const key = loadKey(kind, params);
      if (loads && key in loads) return { value: loads[key] };
      missed?.(kind, params);
      return undefined;
    };
    return { ...base, known, load: (kind, params) => (kind === 'meeting' ? Promise.resolve(meeting) : base.load(kind, params)), register: draft ? undefined : () => void registerRef.current() } as SiteData;
  }, [meetingId, token, meeting, draft, loads, missed]);
  const P = participant.ui;
  const ctaLabel = { new: 'publicSite.registerNow', continue: 'publicSite.continueRegistration', mine: 'publicSite.myRegistration' }[participant.registration.kind];
  // outside the registration window the button says so and leads nowhere (the server refuses too); a
  // participant already registered still reaches their registration
  const zone = zoneOr(meeting.timeZone);
  const opens = meeting.registrationStartTime ? wallToInstant(meeting.registrationStartTime, zone) : null;
  const closes = meeting.registrationEndTime ? wallToInstant(meeting.registrationEndTime, zone) : null;
  const win = participant.registration.kind === 'mine' ? 'open' : windowState(opens, closes);
  const cta = win === 'open' ? { label: t(ctaLabel), onClick: () => void participant.register() }
    : { label: t(win === 'notYet' ? 'publicSite.registrationNotOpen' : 'publicSite.registrationClosed'), onClick: () => undefined, disabled: true,
      title: t(win === 'notYet' ? 'publicSite.registrationOpensAt' : 'publicSite.registrationClosedAt', { time: formatInZone(win === 'notYet' ? opens : closes, zone) }) };
  useEffect(() => {
    const back = () => setPageId(doc.pages.some((p) => p.id === pageFromHash()) ? pageFromHash() : first);
    window.addEventListener('hashchange', back);
    return () => window.removeEventListener('hashchange', back);
  }, [doc.pages, first]);
  const show = (id: string) => {
    setPageId(id);
    window.history.pushState(null, '', id === first ? window.location.pathname : `#page=${encodeURIComponent(id)}`);
    window.scrollTo({ top: 0 });
  };
  const toggleLanguage = async () => {
    const next = currentLang() === 'zh' ? 'en' : 'zh';
    await loadSiteMessages(next);
    await setLanguage(next);
  };
  const dark = page.appearance === 'dark';
  const { pageStyle: ps, navbarSettings: nav } = doc;
  return (
    <div className={`@container ${dark ? 'dark' : ''}`}>
      <div className={`min-h-screen ${dark ? 'bg-slate-950 text-slate-100' : 'text-slate-900'}`} style={dark ? { fontSize: ps.fontSize } : { backgroundColor: ps.backgroundColor, fontSize: ps.fontSize }}>
        {draft && <p className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-900" data-testid="site-draft">{t('publicSite.draftPreview')}</p>}
        <SiteNavbar settings={nav} title={meeting.title ?? ''} pages={doc.pages} currentId={page.id} onPage={show}
          onLogin={() => participant.open('login')} onRegister={() => participant.open('register')} onLanguage={toggleLanguage}
          cta={draft ? undefined : cta}
          userSlot={P ? <P.ParticipantUserMenu meetingId={meetingId} /> : undefined} />
        {!draft && cta.title && <p role="status" data-testid="registration-window" className="bg-slate-100 px-4 py-1.5 text-center text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">{cta.title}</p>}
        {/* blocks from the third on are laid out and painted only as they near the screen (the browser keeps
            their measured height once seen), so the first paint does not wait for a long page's layout */}
        <main key={page.id} data-testid="site-page" data-page={page.id} className="[&>*:nth-child(n+4)]:[content-visibility:auto] [&>*:nth-child(n+4)]:[contain-intrinsic-size:auto_480px]">
          {/* the page's heading for assistive technology: the navbar shows the title, the blocks start at h2 */}
          <h1 className="sr-only">{meeting.title ?? ''}</h1>
          <SiteDataProvider value={data}>
            <PageView page={page} fullPage={ps.isFullPageScroll} offset={nav.height} />
          </SiteDataProvider>
        </main>
        {P && <P.ParticipantAuthDialogs meetingId={meetingId} adminId={userId} />}
        <Toaster />
      </div>
    </div>
  );
}
