import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backendApiBase,
  backendListEnvelope,
  idParamSchema,
} from '../../../../domain/backend/api.ts';
import {
  summerCourseInputSchema,
  summerCourseListQuerySchema,
  summerCourseRecordSchema,
  summerImportInputSchema,
  summerImportResultSchema,
} from '../../../../domain/summer/summer-courses.ts';
import { dataEnvelope, errorSchema } from '../../../../domain/shared/api.ts';
import { validationError } from '../../../http-error.ts';
import { requirePermission, backendErrors as errors, listPage } from '../../backend/index.ts';
import { actorOf } from '../../accounts/index.ts';
import {
  categoryProblem,
  summerCourse,
  summerCoursePage,
  writeSummerCourse,
} from './summer-course-store.ts';
import { summerExampleCsv } from './summer-example.ts';
import { importSummerProgramme } from './summer-import.ts';

/**
 * Summer courses for editors (decision 038): list, read, create, edit, and the import of a
 * season's programme from CSV with a preview. Every write drops the offer answers (map,
 * statistics) like the wizard's save; the calendar reads the dates the save rebuilt.
 */
export const summerCourseRoutes: FastifyPluginAsyncZod<{ invalidateOffers: () => void }> = async (
  app,
  { invalidateOffers },
) => {
  const tags = ['backend'];
  const guard = requirePermission('content');
  const path = `${backendApiBase}/summer-courses`;
  const response = { 200: dataEnvelope(summerCourseRecordSchema), ...errors };

  const save = async (
    form: z.output<typeof summerCourseInputSchema>,
    actor: ReturnType<typeof actorOf>,
    id?: number,
  ) => {
    const problem = await categoryProblem(app.db, form.categories);
    if (problem) throw validationError({ categories: [problem] });
    const saved = await app.db.transaction((tx) => writeSummerCourse(tx, form, actor, id));
    invalidateOffers();
    return { data: await summerCourse(app.db, saved) };
  };

  app.get(
    path,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Summer courses: search (title, slug, organizer), repetition, category',
        querystring: summerCourseListQuerySchema,
        response: { 200: backendListEnvelope(summerCourseRecordSchema), ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await summerCoursePage(app.db, request.query);
      const { page, per_page } = request.query;
      return listPage(rows, total, { page, per_page });
    },
  );

  app.get(
    `${path}/import/example.csv`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'An example programme file with every column the import reads',
        produces: ['text/csv'],
        response: { 200: z.string(), 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sommerprogramm-beispiel.csv"')
        .send(await summerExampleCsv(app.db)),
  );

  app.get(
    `${path}/:id`,
    {
      config: guard,
      schema: { tags, summary: 'One summer course', params: idParamSchema, response },
    },
    async (request) => ({ data: await summerCourse(app.db, request.params.id) }),
  );

  app.post(
    path,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Create a summer course; its district and calendar dates follow from it',
        body: summerCourseInputSchema,
        response,
      },
    },
    async (request) => save(request.body, actorOf(request)),
  );

  app.put(
    `${path}/:id`,
    {
      config: guard,
      schema: {
        tags,
        summary: 'Edit a summer course (409 when it changed since `updated_at`)',
        params: idParamSchema,
        body: summerCourseInputSchema,
        response,
      },
    },
    async (request) => save(request.body, actorOf(request), request.params.id),
  );

  app.post(
    `${path}/import`,
    {
      config: guard,
      schema: {
        tags,
        summary:
          'Import a programme CSV: dry_run answers what each row would do; the commit writes the good rows in one transaction and reports the bad ones',
        body: summerImportInputSchema,
        response: { 200: dataEnvelope(summerImportResultSchema), ...errors },
      },
    },
    async (request) => {
      const { csv, dry_run } = request.body;
      const result = await importSummerProgramme(app.db, csv, dry_run, actorOf(request));
      if (!dry_run && result.created + result.updated > 0) invalidateOffers();
      return { data: result };
    },
  );
};
