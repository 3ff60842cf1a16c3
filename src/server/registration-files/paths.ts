// Where form attachments live and how their stored value reads: /api/registrations/files/<random>.<ext>
// followed by the original name, percent-encoded, as one more segment (older values have none).
export const FORM_FILES_DIR = 'form-files';
export const FORM_FILES_BASE = '/api/registrations/files';
export const FORM_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp|pdf|docx|xlsx|pptx|doc|zip)$/;

/** The stored file (relative to uploads/) a form value names, or undefined when it names none. */
export function formFilePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith(`${FORM_FILES_BASE}/`)) return undefined;
  const name = value.slice(FORM_FILES_BASE.length + 1).split(/[/?#]/, 1)[0];
  return FORM_FILE_NAME.test(name) ? `${FORM_FILES_DIR}/${name}` : undefined;
}
