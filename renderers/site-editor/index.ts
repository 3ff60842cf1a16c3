// Screen kind "website-editor": the meeting website editor at /website-editor/{meetingId} (spec 3 §2.2).
// craft.js is imported only in this folder, so only this chunk carries it.
import { WebsiteEditor } from './WebsiteEditor';
