import { z } from 'zod';
import { permissionsOf, roles } from './roles.ts';

/** Every backend call lives under this path. */
export const backendApiBase = '/api/backend';

/** Paging, sorting and the free-text search every backend list takes. */
export const listQueryBase = {
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(25),
  order: z.enum(['ASC', 'DESC']).default('ASC'),
  q: z.string().max(200).optional(),
};

/** Query flags arrive as text. */
export const queryFlag = z.enum(['true', 'false']);

/** A backend list: the page's records and the total react-admin pages by. */
export function backendListEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    currentPage: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
  });
}

/** Every editable record carries the version it was read at; a save sends it back. */
export const versionSchema = z.number().int().min(1).max(2_147_483_647);
export const idParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const versionQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const identitySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  roles: z.array(z.string()),
  permissions: z.array(z.enum(['backend', 'content', 'roles'])),
});
export type Identity = z.infer<typeof identitySchema>;
export { permissionsOf };

/** One recorded change: who, when, what (each changed field with its old and new value). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_id: z.number().int().nullable(),
  actor: z.string(),
  resource: z.string(),
  record_id: z.string(),
  action: z.enum(['create', 'update', 'delete', 'reorder', 'duplicate']),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  ...listQueryBase,
  resource: z.string().max(40).optional(),
  record_id: z.string().max(40).optional(),
});

/** What waits for the editors, and the latest changes. */
export const dashboardSchema = z.object({
  waiting: z.object({
    unpublished_pages: z.number().int(),
    draft_fragments: z.number().int(),
    scheduled_articles: z.number().int(),
    scheduled_events: z.number().int(),
    unpublished_highlights: z.number().int(),
    missing_translations: z.number().int(),
    open_reports: z.number().int(),
    category_suggestions: z.number().int(),
  }),
  latest: z.array(auditEntrySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** One file of the editors' media library (uploads by staff accounts). */
export const libraryItemSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The mid-resolution variant of an image, for thumbnails. */
  mid: z.string().nullable(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  uploader: z.string().nullable(),
  /** Named by a record; files named nowhere are removed after the upload grace period. */
  in_use: z.boolean(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;
