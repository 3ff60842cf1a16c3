// Screen kind "document-manager": the folders and files of one document collection.
import { registerRenderer } from '@runtime/registry';
import { DocumentManagerScreen } from './DocumentManagerScreen';

export { DocumentManagerScreen };
export { formatSize } from './size';

export function register(): void {
  registerRenderer('document-manager', DocumentManagerScreen);
}
