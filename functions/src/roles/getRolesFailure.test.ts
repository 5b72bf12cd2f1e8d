import { describe, expect, it, vi } from 'vitest';
import { callableRequest } from '../../test/callableRequest';
import { getRoles } from './roles';

vi.mock('../db/database', () => ({
  getDatabase: () => Promise.reject(new Error('connection refused')),
}));

describe('get-roles when the lookup fails', () => {
  it('answers the plain user flags instead of an error', async () => {
    expect(await getRoles.run(callableRequest({}, { uid: 'u1', email: 'a@example.com' }))).toEqual({
      roles: ['user'],
      isAdmin: false,
      isSupportLevel: false,
      isMarketing: false,
      isContentEditor: false,
      isAnalyst: false,
      highestRole: 'user',
      accessLevel: 1,
    });
  });
});
