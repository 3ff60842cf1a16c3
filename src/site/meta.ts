// Social-share tags from the meeting info (spec 3 §2.4): title, description and image, default image
// /full-logo-transparent.png. The server writes the same tags into the HTML for crawlers.
import type { MeetingInfo } from './load';
import type { WebsiteSettings } from '@renderers/meeting-site/document';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

export function applyMeta(meeting: MeetingInfo, settings: WebsiteSettings) {
  const title = settings.title || meeting.title || 'Conflow';
  const description = settings.description || meeting.description || [meeting.venue ?? meeting.location, meeting.startTime].filter(Boolean).join(' · ');
  const image = new URL(meeting.logo || settings.logo || '/full-logo-transparent.png', window.location.origin).href;
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:image', image);
  setMeta('property', 'og:url', window.location.href);
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  setMeta('name', 'twitter:image', image);
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  // the page's own icon is an SVG: the organizer's (PNG or ICO) must not keep its type
  if (settings.favicon && icon) {
    icon.removeAttribute('type');
    icon.href = settings.favicon;
  }
}
