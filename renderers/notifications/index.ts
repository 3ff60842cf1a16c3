// The notification renderers: screen kind "notifications" (management, a user's own list), and
// their views for stories and other areas (the send dialog).
import { NotificationsScreen } from './NotificationsScreen';

export { NotificationsScreen };
export { CenterView } from './center/CenterView';
export { InboxView } from './inbox/InboxView';
export { SendDialog } from './send/SendDialog';
export { SendNotification } from './send/SendNotification';
