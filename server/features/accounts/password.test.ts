import { describe, expect, it } from 'vitest';
import { assertNotGuessable, hashingLoad, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Alsterlauf-Sonne-26');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Alsterlauf-Sonne-26')).toBe(true);
    expect(await verifyPassword(stored, 'alsterlauf-sonne-26')).toBe(false);
    expect(await verifyPassword(null, 'whatever')).toBe(false);
  });

  it("refuses passwords that are easy to guess, and the person's own name", () => {
    const jana = ['Jana', 'Brandt', 'jana_b', 'jana.brandt@example.org'];
    for (const weak of [
      'qwertzui',
      'hamburg1',
      'Hamburg2026',
      '        ',
      'janabrandt',
      'ichliebedich',
      'Sommer2026!',
      'JanaBrandt2026',
      'jana.brandt@example.org',
      'Jana_b-2026',
    ]) {
      expect(() => assertNotGuessable(weak, jana), weak).toThrow(
        expect.objectContaining({ errors: { password: ['validation.password.guessable'] } }),
      );
    }
    for (const strong of ['Alsterlauf-Sonne-26', 'Elbstrand-Lauf-9', 'Hamburg-bewegt-2026'])
      expect(() => assertNotGuessable(strong, jana), strong).not.toThrow();
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
