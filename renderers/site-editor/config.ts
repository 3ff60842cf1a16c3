// Screen kind "website-editor" (schemas/screens/website-editor.json), checked at the boundary: the
// left rail's drawers, the components drawer's blocks and the editor's calls.
import { z } from 'zod';
import { COMPONENT_BLOCKS } from '@renderers/meeting-site';

const text = z.union([z.string(), z.looseObject({ t: z.string() })]);
const call = z.object({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']), path: z.string().startsWith('/') });
export const DRAWERS = ['pages', 'components', 'styles', 'settings'] as const;
export type DrawerName = (typeof DRAWERS)[number];

export const editorSchema = z.looseObject({
  kind: z.literal('website-editor'),
  schemaVersion: z.literal(1),
  drawers: z.array(z.object({ name: z.enum(DRAWERS), title: text })).min(1),
  open: z.enum(DRAWERS).nullable().default(null),
  /** a block is a saved component's type (COMPONENT_BLOCKS) */
  blocks: z.array(z.object({ type: z.string().refine((t) => Object.hasOwn(COMPONENT_BLOCKS, t), 'not a component type'), icon: z.string() })),
  // the named ones the editor itself sends; any other is a call a prop's `x-picker` names (flows, speakers, …)
  calls: z.object({ meeting: call, load: call, save: call, contactUs: call, upload: call, previewToken: call, mediaUpload: call, library: call, deleteMedia: call }).catchall(call),
});

export type EditorConfig = z.infer<typeof editorSchema>;
export type EditorCalls = EditorConfig['calls'];
