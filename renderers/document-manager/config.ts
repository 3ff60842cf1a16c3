// Screen kind "document-manager" (schemas/screens/document-manager.json), checked at the boundary: the
// toolbar's tools, what an upload accepts, the page sizes and the manager's calls.
import { z } from 'zod';

const text = z.union([z.string(), z.looseObject({ t: z.string() })]);
const call = z.object({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']), path: z.string().startsWith('/') });
export const TOOLS = ['upload', 'newFolder', 'batchDelete', 'search', 'viewToggle'] as const;

export const documentManagerSchema = z.looseObject({
  kind: z.literal('document-manager'),
  schemaVersion: z.literal(1),
  title: text,
  toolbar: z.array(z.enum(TOOLS)),
  accept: z.string(),
  pageSize: z.number().int().positive(),
  pageSizes: z.array(z.number().int().positive()).min(1),
  calls: z.object({ list: call, upload: call, remove: call, rename: call, createFolder: call, download: call, preview: call }),
  /** the collection (`{collectionId}`) and its meeting (`{meetingId}`): times are shown in the meeting's zone */
  paths: z.object({ collection: z.string().startsWith('/'), meeting: z.string().startsWith('/') }).optional(),
});

export type DocumentManagerConfig = z.infer<typeof documentManagerSchema>;
export type DocumentCalls = DocumentManagerConfig['calls'];
