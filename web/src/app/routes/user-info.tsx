import { UserInfo } from '../../features/accounts/routes/user-info.tsx';
import { PurchaseList } from '../../features/shop/components/purchase-list.tsx';

/** user (index): the account's data with 'Meine Käufe' from the shop (spec/portal.md §2). */
export function Component() {
  return <UserInfo purchases={<PurchaseList />} />;
}
