import { describe, expect, it } from 'vitest';
import { hashingLoad, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Alsterlauf-Sonne-26');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Alsterlauf-Sonne-26')).toBe(true);
    expect(await verifyPassword(stored, 'alsterlauf-sonne-26')).toBe(false);
    expect(await verifyPassword(null, 'whatever')).toBe(false);
  });

  it('never hashes more at once than its bound, however many logins arrive', async () => {
    const { bound } = hashingLoad();
    const burst = Array.from({ length: bound + 4 }, (_, i) => verifyPassword(null, `guess-${i}`));
    await new Promise((resolve) => setImmediate(resolve));
    const load = hashingLoad();
    expect(load.running).toBeLessThanOrEqual(bound);
    expect(load.running + load.waiting).toBe(bound + 4);
    await Promise.all(burst);
    expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
  });
});
