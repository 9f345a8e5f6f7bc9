import { useMutation } from '@tanstack/react-query';
import { uploadMaxBytes } from '../../../../../domain/accounts/limits.ts';
import { acceptedTypes, type UploadKind } from '../../../../../domain/media/kinds.ts';
import type { UploadedFile } from '../../../../../domain/media/upload.ts';
import { api } from '../../../lib/api-client.ts';

export type UploadInput = {
  file: File;
  kind: UploadKind;
  /** The record the file belongs to (user, club, offer), when it exists already. */
  id?: number;
  signal?: AbortSignal;
};

/** Why the browser refuses a file before sending it; the value is the message key. */
export type UploadRefusal = 'validation.upload.size' | 'validation.upload.type';

/**
 * spec/portal.md §5: more than 12,288,000 bytes never leaves the browser. A type the kind does
 * not accept is refused too when the browser knows the type; the server checks the bytes anyway.
 */
export function refuseUpload(file: File, kind: UploadKind): UploadRefusal | undefined {
  if (file.size > uploadMaxBytes) return 'validation.upload.size';
  if (file.type && !acceptedTypes[kind].includes(file.type)) return 'validation.upload.type';
  return undefined;
}

/** POST /api/user/upload as multipart: files[] (one file), file_type, id. */
export function uploadFile({ file, kind, id, signal }: UploadInput): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file_type', kind);
  if (id !== undefined) form.append('id', String(id));
  form.append('files[]', file, file.name);
  return api.post<UploadedFile>('/user/upload', { body: form, signal });
}

export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
