// Zod-free: the upload field checks kinds in the browser without loading the schemas.

/** spec/portal.md §5: the kinds of upload and what each accepts. */
export const uploadKinds = ['image', 'video', 'audio', 'media', 'doc'] as const;
export type UploadKind = (typeof uploadKinds)[number];

const image = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'];
const video = ['video/mp4'];
const audio = ['audio/mpeg'];
const doc = [
  'application/pdf',
  'text/vtt',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
];

export const acceptedTypes: Record<UploadKind, readonly string[]> = {
  image,
  video,
  audio,
  media: [...image, ...video, ...audio],
  doc,
};
