// Screen kind "hotel-list": a meeting's hotels as cards with nested room types (spec 2 §2.5).
import { HotelListScreen } from './HotelListScreen';

export { HotelListScreen };
export { ImageUploadField } from './ImageUploadField';
