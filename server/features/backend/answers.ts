import { errorSchema, validationErrorSchema } from '../../../domain/shared/api.ts';

/** The errors a backend call that reads, writes with a version and validates may answer. */
export const backendErrors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};

/** One page of a list, in the envelope react-admin's data provider reads. */
export function listPage<T>(rows: T[], total: number, query: { page: number; per_page: number }) {
  return {
    data: rows,
    currentPage: query.page,
    pages: Math.max(1, Math.ceil(total / query.per_page)),
    total,
  };
}
