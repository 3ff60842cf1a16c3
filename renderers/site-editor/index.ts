// Screen kind "website-editor": the meeting website editor at /website-editor/{meetingId} (spec 3 §2.2).
// craft.js is imported only in this folder, so only this chunk carries it.
import { registerRenderer } from '@runtime/registry';
import { WebsiteEditor } from './WebsiteEditor';

export function register(): void {
  registerRenderer('website-editor', WebsiteEditor);
}
