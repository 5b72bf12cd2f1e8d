import { roleFlags } from '@voyagent/contracts';
import { describe, expect, it, vi } from 'vitest';
import { callableRequest } from '../../test/callableRequest';
import { getRoles } from './roles';

vi.mock('../db/database', () => ({
  getDatabase: () => Promise.reject(new Error('connection refused')),
}));

describe('get-roles when the lookup fails', () => {
  it('answers the plain user flags instead of an error', async () => {
    const answer = await getRoles.run(callableRequest({}, { uid: 'u1', email: 'a@example.com' }));
    // roleFlags.test.ts spells out every flag of the plain user.
    expect(answer).toEqual(roleFlags([]));
    expect(answer.roles).toEqual(['user']);
  });
});
