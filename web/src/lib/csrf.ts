import { api } from './api-client.ts';

/** Sets the readable XSRF-TOKEN cookie; call before login, register, forgot and reset. */
export async function ensureCsrfCookie(): Promise<void> {
  await api.get('/auth/csrf-cookie', { unwrap: false, skipSessionGuard: true });
}
