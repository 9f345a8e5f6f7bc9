import { httpStatus, type ValidationErrorBody } from '../../../domain/shared/http.ts';

// Typed errors let a screen catch only what it expects (e.g. ValidationError on a form)
// and let everything else bubble to the route error screen.

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = messageOf(body) ?? `Request failed with status ${status}`,
  ) {
    super(message);
  }
}

/** 422: field messages keyed by the form's field names. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  readonly errors: Record<string, string[]>;
  constructor(body: unknown) {
    super(httpStatus.unprocessable, body);
    this.errors = isValidationBody(body) ? body.errors : {};
  }
}

export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
  constructor(body: unknown) {
    super(httpStatus.unauthorized, body);
  }
}

/** 419: the CSRF token was missing or stale. */
export class CsrfError extends ApiError {
  override name = 'CsrfError';
  constructor(body: unknown) {
    super(httpStatus.csrfMismatch, body);
  }
}

export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
  constructor(body: unknown) {
    super(httpStatus.forbidden, body);
  }
}

export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
  constructor(body: unknown) {
    super(httpStatus.notFound, body);
  }
}

export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  constructor(
    body: unknown,
    /** Seconds from the Retry-After header, when the server sent one. */
    readonly retryAfter: number | undefined,
  ) {
    super(httpStatus.tooManyRequests, body);
  }
}

export function errorFromResponse(status: number, body: unknown, headers: Headers): ApiError {
  switch (status) {
    case httpStatus.unauthorized:
      return new UnauthorizedError(body);
    case httpStatus.csrfMismatch:
      return new CsrfError(body);
    case httpStatus.forbidden:
      return new ForbiddenError(body);
    case httpStatus.notFound:
      return new NotFoundError(body);
    case httpStatus.unprocessable:
      return new ValidationError(body);
    case httpStatus.tooManyRequests: {
      const retryAfter = Number(headers.get('retry-after'));
      return new RateLimitError(
        body,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    }
    default:
      return new ApiError(status, body);
  }
}

/** Client errors are final: repeating the same request gives the same answer. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

// A hand-written check of validationErrorSchema: error classes are in every screen's bundle,
// and zod is not (it loads with the schemas of the answers that need it).
function isValidationBody(body: unknown): body is ValidationErrorBody {
  if (!body || typeof body !== 'object' || !('errors' in body)) return false;
  const { errors } = body;
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message || undefined;
  }
  return undefined;
}
