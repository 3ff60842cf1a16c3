// Screen kind "meeting-website": the meeting settings shell's website section.
import { WebsiteScreen } from './WebsiteScreen';

export { WebsiteScreen };
export { publicLink, websiteScreenSchema, type WebsiteInfo } from './config';
