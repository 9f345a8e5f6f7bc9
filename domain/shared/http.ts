// Zod-free constants of the HTTP conventions, for the browser's first bundle and the server.

/** Status codes with a meaning the browser acts on (spec/portal.md §4, §8). */
export const httpStatus = {
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  csrfMismatch: 419,
  unprocessable: 422,
  tooManyRequests: 429,
} as const;

export const csrfCookieName = 'XSRF-TOKEN';
export const csrfHeaderName = 'x-xsrf-token';

/** The body of a 422 answer: a summary plus messages keyed by the form's field names. */
export type ValidationErrorBody = { message: string; errors: Record<string, string[]> };
