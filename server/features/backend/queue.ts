import { and, eq, isNotNull } from 'drizzle-orm';
import * as t from '../../db/schema/index.ts';

/**
 * The moderators' queue holds open reports whose offer still exists: the dashboard counts it
 * and the reports list filters by it, so both read this one condition.
 */
export const inQueue = and(eq(t.reports.status, 'open'), isNotNull(t.reports.targetId));
