import { lazyUntilUsed } from '../../../lib/lazy-until-used.tsx';

/**
 * register: the server's HTML is the first view; the form's code (react-hook-form, the screen)
 * comes when the visitor first uses it (decision 045).
 */
export const Component = lazyUntilUsed(() => import('./register-screen.tsx'));
