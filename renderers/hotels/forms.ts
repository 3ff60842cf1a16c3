// The uiSchema the hotel and room-type dialogs add to what the schemas imply: the image field, time
// inputs for HH:mm, a longer box for the booking notice.
import type { UiSchema } from '@rjsf/utils';
import { ImageUploadField, type ImageUploadOptions } from './ImageUploadField';

const images = (o: ImageUploadOptions): UiSchema => ({ 'ui:field': ImageUploadField as never, 'ui:options': o as never });

export const hotelUi = (uploadPath: string, meetingId: string, limitsPath?: string): UiSchema => ({
  earliestCheckin: { 'ui:options': { inputType: 'time' } },
  latestCheckout: { 'ui:options': { inputType: 'time' } },
  images: images({ uploadPath, meetingId, category: 'hotel', limitsPath }),
  bookingNotice: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
  description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
});

export const roomUi = (uploadPath: string, meetingId: string, limitsPath?: string): UiSchema => ({
  images: images({ uploadPath, meetingId, category: 'roomType', limitsPath }),
  description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
});
