// Screen kind "document-manager": the folders and files of one document collection.
import { DocumentManagerScreen } from './DocumentManagerScreen';

export { DocumentManagerScreen };
export { formatSize } from './size';
