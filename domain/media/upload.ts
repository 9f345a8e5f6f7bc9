import { z } from 'zod';
import { uploadKinds } from './kinds.ts';

export { acceptedTypes, uploadKinds, type UploadKind } from './kinds.ts';

export const uploadMetaSchema = z.object({
  file_type: z.enum(uploadKinds).default('image'),
  id: z.coerce.number().int().positive().optional(),
});

export const uploadedFileSchema = z.object({
  file: z.string(),
  /** Mid-resolution variant of an image (the high-res name with `_mid` for `_high`). */
  mid: z.string().nullable(),
  type: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
