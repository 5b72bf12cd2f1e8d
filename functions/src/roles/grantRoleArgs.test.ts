import { describe, expect, it } from 'vitest';
import { parseGrantRoleArgs } from './grantRoleArgs';

describe('parseGrantRoleArgs', () => {
  it('reads the e-mail, role and project', () => {
    expect(
      parseGrantRoleArgs(['--email', ' ada@example.com ', '--role', 'owner', '--project', 'p1']),
    ).toEqual({ email: 'ada@example.com', role: 'owner', project: 'p1' });
  });

  it('takes the project from GCLOUD_PROJECT, then GOOGLE_CLOUD_PROJECT', () => {
    const args = ['--email=ada@example.com', '--role=admin'];
    expect(
      parseGrantRoleArgs(args, { GCLOUD_PROJECT: 'a', GOOGLE_CLOUD_PROJECT: 'b' }),
    ).toMatchObject({
      project: 'a',
    });
    expect(parseGrantRoleArgs(args, { GOOGLE_CLOUD_PROJECT: 'b' })).toMatchObject({ project: 'b' });
    expect(parseGrantRoleArgs(args)).toMatchObject({ project: undefined });
  });

  it.each([
    [['--role', 'owner'], /--email is required/],
    [['--email', 'not-an-address', '--role', 'owner'], /--email is required/],
    [['--email', 'ada@example.com'], /--role must be one of owner, admin/],
    [['--email', 'ada@example.com', '--role', 'user'], /--role must be one of/],
    [['--email', 'ada@example.com', '--role', 'owner', '--force'], /Unknown option '--force'/],
  ])('explains what is wrong with %j, with the usage line', (argv, message) => {
    const result = parseGrantRoleArgs(argv);
    expect(result).toEqual({ error: expect.stringMatching(message) });
    expect((result as { error: string }).error).toContain('Usage: npm run grant-role');
  });
});
