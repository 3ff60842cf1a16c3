// Screen kind "meeting-website": the meeting settings shell's website section.
import { registerRenderer } from '@runtime/registry';
import { WebsiteScreen } from './WebsiteScreen';

export { WebsiteScreen };
export { publicLink, websiteScreenSchema, type WebsiteInfo } from './config';

export function register(): void {
  registerRenderer('meeting-website', WebsiteScreen);
}
