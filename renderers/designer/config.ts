// Screen kind "page-designer" (schemas/screens/page-design.json), checked at the boundary: the
// sidebar's groups and tabs (a design step, or one of the operations) and the designer's calls.
import { z } from 'zod';
import { STEPS } from '@shared/designer/steps';

const text = z.union([z.string(), z.looseObject({ t: z.string() })]);
const call = z.object({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']), path: z.string().startsWith('/') });
export const OPERATIONS = ['preview', 'versions', 'fullPreview'] as const;

export const designerSchema = z.looseObject({
  kind: z.literal('page-designer'),
  schemaVersion: z.literal(1),
  title: text,
  sidebar: z.array(z.object({ title: text, tabs: z.array(z.object({ name: z.enum([...STEPS, ...OPERATIONS]), title: text })) })).min(1),
  calls: z.object({ meeting: call, hotels: call, flows: call, tickets: call, design: call, save: call, savePage: call, versions: call, version: call }),
});

export type DesignerConfig = z.infer<typeof designerSchema>;
export type DesignerCalls = DesignerConfig['calls'];
