import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { backendApiBase } from '../../../domain/backend/api.ts';
import { apiRequest, type RequestOptions } from '../lib/api-client.ts';
import { ApiError, ValidationError } from '../lib/api-errors.ts';
import { backendLocale } from './locale.ts';

type ListBody = { data: RaRecord[]; total: number };
type Query = RequestOptions['query'];

/**
 * Our answers' errors as react-admin's: a 422's field messages reach the form's fields (first
 * message each), a 409 keeps its status so the form offers to reload.
 */
function toRaError(error: unknown): never {
  if (error instanceof ValidationError) {
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']),
    );
    throw new HttpError('backend.errors.invalid', 422, { errors });
  }
  if (error instanceof ApiError) {
    const message = error.status === 409 ? 'backend.errors.conflict' : error.message;
    throw new HttpError(message, error.status, error.body);
  }
  throw error;
}

async function call<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await apiRequest<T>(`${backendApiBase}/${path}`, {
      unwrap: false,
      locale: backendLocale(),
      skipSessionGuard: true,
      ...options,
    });
  } catch (error) {
    return toRaError(error);
  }
}

// Texts that may stay empty in both languages but are never absent.
const blankable = new Set(['file_caption']);
const isLocalized = (value: unknown): value is { de?: string | null; en?: string | null } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => key === 'de' || key === 'en');

/**
 * Texts inside a fragment's content: an empty pair is left out (the template says whether the
 * text may be missing), an empty English text is no English text.
 */
function normalizeContent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeContent);
  if (typeof value !== 'object' || value === null) return value;
  if (isLocalized(value) && Object.keys(value).length > 0) {
    const de = value.de ?? '';
    const en = value.en ?? '';
    if (!de && !en) return undefined;
    return en ? { de, en } : { de };
  }
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, inner]) => [key, normalizeContent(inner)] as const)
      .filter(([, inner]) => inner !== undefined),
  );
}

/**
 * Form values to the contract's shape: an untouched German/English pair arrives as `{}` or
 * with nulls (react-admin turns emptied inputs into null); an empty pair is no text at all.
 */
function normalizeTexts(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (key === 'content') return [key, normalizeContent(value)];
      if (!isLocalized(value)) return [key, value];
      const de = value.de ?? '';
      const en = value.en ?? '';
      if (!de && !en) return [key, blankable.has(key) ? { de: '' } : null];
      return [key, en ? { de, en } : { de }];
    }),
  );
}

/** Filters travel as query parameters; flags as 'true'/'false'. */
function filterQuery(filter: Record<string, unknown>): Query {
  const query: NonNullable<Query> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = typeof value === 'object' ? JSON.stringify(value) : (value as string);
  }
  return query;
}

/** react-admin's calls over /api/backend and its `{ data, total }` envelope. */
export const dataProvider: DataProvider = {
  async getList(resource, { pagination, sort, filter }) {
    const query: Query = {
      page: pagination?.page ?? 1,
      per_page: pagination?.perPage ?? 25,
      // 'id' is react-admin's default; every list has its own default order instead.
      ...(sort && sort.field !== 'id' ? { sort: sort.field, order: sort.order } : {}),
      ...filterQuery(filter ?? {}),
    };
    const body = await call<ListBody>(resource, { query });
    return { data: body.data, total: body.total } as never;
  },
  async getOne(resource, { id }) {
    return (await call<{ data: RaRecord }>(`${resource}/${id}`)) as never;
  },
  async getMany(resource, { ids }) {
    const records = await Promise.all(
      ids.map((id) => call<{ data: RaRecord }>(`${resource}/${id}`)),
    );
    return { data: records.map((r) => r.data) } as never;
  },
  async getManyReference(resource, { target, id, pagination, sort, filter }) {
    return dataProvider.getList(resource, {
      pagination,
      sort,
      filter: { ...filter, [target]: id },
    }) as never;
  },
  async create(resource, { data }) {
    return (await call(resource, { method: 'POST', body: normalizeTexts(data) })) as never;
  },
  async update(resource, { id, data, previousData }) {
    // The version read travels back: a newer one on the server answers 409.
    const body = {
      ...normalizeTexts(data),
      version: (data as RaRecord).version ?? previousData.version,
    };
    return (await call(`${resource}/${id}`, { method: 'PUT', body })) as never;
  },
  async updateMany(resource, { ids, data }) {
    for (const id of ids) {
      const { data: current } = await call<{ data: RaRecord }>(`${resource}/${id}`);
      await call(`${resource}/${id}`, { method: 'PUT', body: { ...current, ...data } });
    }
    return { data: ids } as never;
  },
  async delete(resource, { id, previousData }) {
    const query = { version: (previousData as RaRecord | undefined)?.version as number };
    return (await call(`${resource}/${id}`, { method: 'DELETE', query })) as never;
  },
  async deleteMany(resource, { ids }) {
    for (const id of ids) {
      const { data: current } = await call<{ data: RaRecord }>(`${resource}/${id}`);
      await call(`${resource}/${id}`, {
        method: 'DELETE',
        query: { version: current.version as number },
      });
    }
    return { data: ids } as never;
  },
};

/** Calls beside react-admin's nine (reorder, duplicate, dashboard). */
export const backendCall = call;
