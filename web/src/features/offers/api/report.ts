import { useMutation } from '@tanstack/react-query';
import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { ReportPayload } from '../../../../../domain/offers/types.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * POST api.reporting (spec/offers.md §7): 201 on success, 409 when this user already
 * reported the target, 422 with field errors for reason, custom and message.
 */
export async function postReport(payload: ReportPayload): Promise<void> {
  await api.post(offerApi.reporting, { body: payload });
}

export function useReport() {
  return useMutation({ mutationFn: postReport });
}
