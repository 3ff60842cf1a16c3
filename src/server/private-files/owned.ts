// Links to private files are issued only to their owner (and the meeting's organizer): a form answer
// may name only files its own participant uploaded and still has, so nobody can paste another's file
// path into the answers and get it signed back. Checked at submission; expired uploads fail alike.
import type { Ctx } from '../http/context';
import { fieldError } from '../http/errors';
import { ownedPaths } from '../uploads/store';
import { privatePathsIn, storedPathOf } from './signed';

/** Refuses (400 naming the field) an answer naming a file the participant does not own; answers the stored paths named. */
export async function onlyOwnFiles(ctx: Ctx, participantId: number, answers: Record<string, unknown>): Promise<string[]> {
  const named = Object.entries(answers).flatMap(([id, a]) => privatePathsIn(a).map((p) => ({ id, label: (a as { label?: unknown })?.label, path: storedPathOf(p) })));
  if (!named.length) return [];
  const owned = await ownedPaths(ctx, { kind: 'participant', id: participantId }, named.map((n) => n.path));
  const foreign = named.find((n) => !owned.has(n.path));
  if (foreign) throw fieldError(`/formData/${foreign.id}`, 'formFiles.notYours', { label: String(foreign.label ?? foreign.id) });
  return named.map((n) => n.path);
}
