import { useLocation } from 'react-router';

/**
 * What a screen tells the next one after it saved (navigation state, so a reload does not
 * repeat it): home shows the saved ones, the shell the deleted account (on the start page).
 */
export type AccountNotice = 'userSaved' | 'passwordChanged' | 'clubSaved' | 'accountDeleted';

const notices: readonly AccountNotice[] = [
  'userSaved',
  'passwordChanged',
  'clubSaved',
  'accountDeleted',
];

export function noticeState(notice: AccountNotice) {
  return { state: { notice } };
}

export function useAccountNotice(): AccountNotice | undefined {
  const state: unknown = useLocation().state;
  if (!state || typeof state !== 'object' || !('notice' in state)) return undefined;
  return notices.find((notice) => notice === state.notice);
}
