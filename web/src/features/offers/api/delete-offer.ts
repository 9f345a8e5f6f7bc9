import { offerApi } from '../../../../../domain/offers/api-paths.ts';
import type { CreatableType } from '../../../../../domain/offers/constants.ts';
import { api } from '../../../lib/api-client.ts';

/** POST api.{type}.delete { id } (spec/offers.md §7); owners only. */
export async function deleteOffer({ type, id }: { type: CreatableType; id: number }) {
  await api.post(offerApi.remove(type), { body: { id } });
}
