/** An error a route throws on purpose; the error handler turns it into the JSON answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function validationError(
  errors: Record<string, string[]>,
  message = 'The given data was invalid.',
) {
  return new HttpError(422, message, errors);
}
