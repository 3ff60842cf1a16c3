// The background upload's failure as the message key spec 2 §8 gives for its status.
import { ApiError, serverMessage } from '@runtime/apiError';

/** spec 2 §8: the background upload's message for each status */
export function uploadFailure(t: (k: string, o?: Record<string, unknown>) => string, err: unknown): string {
  if (err instanceof ApiError && [401, 403, 413, 415, 500].includes(err.status)) return t(`badges.upload.s${err.status}`);
  const message = err instanceof ApiError ? (serverMessage(err.body) ?? err.message) : err instanceof Error ? err.message : '';
  return t('badges.upload.other', { message });
}
