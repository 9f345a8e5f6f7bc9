import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import {
  acceptedTypes,
  uploadMetaSchema,
  type UploadedFile,
} from '../../../domain/media/upload.ts';
import { uploadMaxBytes } from '../../../domain/accounts/limits.ts';
import { HttpError, validationError } from '../../http-error.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { ImageWork } from './image-work.ts';
import { detectType, hasSvgFilter, isUnsafeSvg } from './inspect.ts';
import { ImageRefused, prepareFiles } from './process.ts';
import { PoolBusy, WorkCancelled, WorkTimeout } from './worker-pool.ts';
import type { MediaRepository } from './repository.ts';
import { signedInUser } from '../accounts/index.ts';

type Options = {
  storage: FileStorage;
  repo: MediaRepository;
  uploadsPerMinute: number;
  /** Bytes one user's uploads may take in storage, variants included. */
  quotaBytes: number;
  /** The image workers (decision 049). */
  images: ImageWork;
};

const quotaFull = () =>
  validationError(
    { files: ['validation.upload.quota'] },
    'Your storage for uploads is full. Unused files are removed after a day.',
  );

const inline = /^(image|video|audio)\//;

/** How a failure of the image workers reaches the client. */
function imageFailure(error: unknown): never {
  if (error instanceof ImageRefused && error.reason === 'pixels')
    throw validationError(
      { files: ['validation.upload.pixels'] },
      'This image has too many pixels.',
    );
  if (error instanceof WorkTimeout)
    throw validationError(
      { files: ['validation.upload.slow'] },
      'This image took too long to process.',
    );
  // 503 comes with Retry-After (plugins/errors.ts).
  if (error instanceof PoolBusy)
    throw new HttpError(503, 'Many images are being processed. Please try again shortly.');
  // The client left, or the server is stopping: nobody waits for this answer.
  if (error instanceof WorkCancelled)
    throw new HttpError(503, 'The upload was not processed. Please try again.');
  // A refused or unreadable image, or a worker that died on it (out of memory, say).
  throw validationError({ files: ['validation.upload.broken'] }, 'The file could not be read.');
}

/**
 * Reads the form: one file of at most 12,288,000 bytes (spec/portal.md §5) and a few small
 * fields. Limits are enforced while streaming, so an oversized body is never held in memory.
 */
async function readUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: uploadMaxBytes, files: 1, fields: 10, fieldSize: 200 },
    })) {
      if (part.type === 'file') bytes = await (part as MultipartFile).toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw validationError({ files: ['validation.upload.size'] }, 'Datei größer als 12MB.');
    if (code === 'FST_FILES_LIMIT')
      throw validationError({ files: ['validation.upload.one'] }, 'Only one file per upload.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw validationError({ files: ['validation.upload.required'] });
    // Anything else comes from the parser reading the client's bytes ("Unexpected end of
    // multipart data", "Boundary not found"): a broken form, not a broken server.
    throw validationError({ files: ['validation.upload.invalid'] });
  }
  return { fields, bytes };
}

/** POST /api/user/upload (multipart files[], file_type, id) and GET /media/:key. */
export const mediaRoutes: FastifyPluginAsync<Options> = async (
  app,
  { storage, repo, uploadsPerMinute, quotaBytes, images },
) => {
  app.post(
    '/api/user/upload',
    {
      schema: {
        tags: ['media'],
        summary: 'Upload one file (multipart: files[], file_type, id)',
        consumes: ['multipart/form-data'],
      },
      config: { rateLimit: { max: uploadsPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { user } = signedInUser(request);
      if (!request.isMultipart()) throw validationError({ files: ['validation.upload.required'] });
      // A full quota is refused before the body is read and processed.
      if ((await repo.usageOf(user.id)) >= quotaBytes) throw quotaFull();
      const { fields, bytes } = await readUpload(request);
      if (!bytes || bytes.length === 0)
        throw validationError({ files: ['validation.upload.required'] });
      const meta = uploadMetaSchema.safeParse(fields);
      if (!meta.success) throw validationError({ file_type: ['validation.upload.kind'] });

      const type = await detectType(bytes);
      if (!type || !acceptedTypes[meta.data.file_type].includes(type)) {
        throw validationError(
          { files: ['validation.upload.type'] },
          'This kind of file is not accepted here.',
        );
      }
      if (type === 'image/svg+xml' && isUnsafeSvg(bytes)) {
        throw validationError(
          { files: ['validation.upload.svg'] },
          'This SVG contains scripts or external references.',
        );
      }
      if (type === 'image/svg+xml' && hasSvgFilter(bytes)) {
        throw validationError(
          { files: ['validation.upload.filter'] },
          'SVG files with filter effects are not accepted.',
        );
      }
      // A client that leaves before the answer frees its image worker at once.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const stored = await prepareFiles(bytes, type, images, gone.signal).catch(imageFailure);
      // The record comes first and counts against the quota (every variant's bytes); the
      // files follow. Files without a record (a stop half-way) are swept later (sweep.ts).
      const uploadId = await repo.reserve(
        {
          userId: user.id,
          kind: meta.data.file_type,
          contentType: stored[0]!.contentType,
          keys: stored.map((f) => f.key),
          size: stored.reduce((sum, f) => sum + f.body.length, 0),
        },
        quotaBytes,
      );
      if (uploadId === undefined) throw quotaFull();
      try {
        for (const f of stored) await storage.put(f.key, f.body, f.contentType);
      } catch (error) {
        for (const f of stored) await storage.delete(f.key).catch(() => undefined);
        await repo.remove(uploadId);
        throw error;
      }
      const answer: UploadedFile = {
        file: `/media/${stored[0]!.key}`,
        mid: stored[1] ? `/media/${stored[1].key}` : null,
        type: stored[0]!.contentType,
        size: stored[0]!.body.length,
      };
      return { data: answer };
    },
  );

  app.get<{ Params: { key: string } }>(
    '/media/:key',
    { schema: { hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      const found = await storage.get(request.params.key);
      if (!found) throw new HttpError(404, 'Not found');
      return (
        reply
          .type(found.contentType)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          // A stored file is never a page: no scripts, no plugins, not even same-origin access.
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Content-Disposition', inline.test(found.contentType) ? 'inline' : 'attachment')
          .send(found.body)
      );
    },
  );
};
