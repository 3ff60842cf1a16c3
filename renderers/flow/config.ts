// Screen kind "register-flow" (schemas/screens/register-flow.json, preview-flow.json), checked at the
// boundary: a live flow names its calls; the designer's preview sends nothing and names none.
import { z } from 'zod';

const call = z.object({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']), path: z.string().startsWith('/') });
const calls = z.object({ flows: call, flow: call, draft: call, saveDraft: call, mine: call, submit: call, proof: call, file: call });

export const flowScreenSchema = z.union([
  z.looseObject({ kind: z.literal('register-flow'), preview: z.literal(true) }),
  z.looseObject({ kind: z.literal('register-flow'), preview: z.literal(false).optional(), calls }),
]);
