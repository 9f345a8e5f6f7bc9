import { useLocation } from 'react-router';

/** What a screen tells home after it saved (navigation state, so a reload does not repeat it). */
export type AccountNotice = 'userSaved' | 'passwordChanged' | 'clubSaved';

const notices: readonly AccountNotice[] = ['userSaved', 'passwordChanged', 'clubSaved'];

export function noticeState(notice: AccountNotice) {
  return { state: { notice } };
}

export function useAccountNotice(): AccountNotice | undefined {
  const state: unknown = useLocation().state;
  if (!state || typeof state !== 'object' || !('notice' in state)) return undefined;
  return notices.find((notice) => notice === state.notice);
}
