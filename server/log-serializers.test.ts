import { describe, expect, it } from 'vitest';
import { logSerializers } from './log-serializers.ts';

describe('what the logs keep', () => {
  it('logs a request by method and path, without its query string', () => {
    const request = { method: 'GET', url: '/api/email/verify/7/abc?expires=1&signature=secret' };
    expect(logSerializers.req(request as never)).toEqual({
      method: 'GET',
      url: '/api/email/verify/7/abc',
    });
  });

  it('drops a failed query’s parameters and the driver’s detail', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(anna@example.org) already exists.',
    });
    const failed = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: anna@example.org,$argon2id$v=19$m=19456',
      { cause: driver },
    );
    const logged = JSON.stringify(logSerializers.err(failed));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('anna@example.org');
    expect(logged).not.toContain('argon2id');
  });
});
