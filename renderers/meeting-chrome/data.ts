// What the meeting's own frame needs: the meeting's title and place (its public info), whether its
// website is published and where (`sitePath`), and the website's saved navbar and pages. Read once per
// meeting and kept, so moving between the flow, the participant centre and the e-ticket asks no more.
import { useEffect, useState } from 'react';
import { api } from '@runtime/api';
import { defaultDocument, fromRecords, type NavbarSettings, type SitePage, type WebsiteRecord } from '../meeting-site/document';

export interface MeetingChromeData {
  meetingId: string;
  title: string;
  location?: string;
  /** the published website's address, else null (no way back then: nothing to go back to) */
  sitePath: string | null;
  settings: NavbarSettings;
  pages: SitePage[];
}

interface Info {
  title?: string;
  location?: string;
  sitePath?: string | null;
}

async function read(meetingId: string): Promise<MeetingChromeData> {
  const info = await (api('getCoMeetingByIdInfo', { params: { id: meetingId } }) as Promise<Info>).catch(() => ({}) as Info);
  const title = info.title ?? '';
  const sitePath = info.sitePath ?? null;
  // the saved website is public only while published: before that the frame takes the defaults
  const records = sitePath ? await (api('getWebsiteDataMeetingByMeetingId', { params: { meetingId } }) as Promise<WebsiteRecord[]>).catch(() => []) : [];
  const doc = records.length ? fromRecords(records, title) : defaultDocument(title);
  return { meetingId, title, location: info.location, sitePath, settings: doc.navbarSettings, pages: doc.pages };
}

const cache = new Map<string, Promise<MeetingChromeData>>();
export const loadMeetingChrome = (meetingId: string) => {
  let p = cache.get(meetingId);
  if (!p) cache.set(meetingId, (p = read(meetingId)));
  return p;
};

/** The meeting's frame data, null while it loads. */
export function useMeetingChrome(meetingId: string): MeetingChromeData | null {
  const [data, setData] = useState<MeetingChromeData | null>(null);
  useEffect(() => {
    let live = true;
    setData(null);
    void loadMeetingChrome(meetingId).then((d) => live && setData(d));
    return () => void (live = false);
  }, [meetingId]);
  return data;
}

/** A page of the site: the first page is the site's own address, the others its `#page=` hash. */
export function sitePageHref(data: MeetingChromeData, pageId: string): string {
  const first = data.pages[0]?.id;
  return !pageId || pageId === first ? data.sitePath! : `${data.sitePath}#page=${encodeURIComponent(pageId)}`;
}
