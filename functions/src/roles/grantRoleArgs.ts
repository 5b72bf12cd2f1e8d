/** The grant-role CLI's command line (grant-role-cli.ts), parsed without side effects. */
import { parseArgs } from 'node:util';
import { GRANTABLE_ROLES, type GrantableRole } from '@voyagent/contracts';

/** The audit's actor for grants made from the command line. */
export const CLI_ACTOR = 'operator:grant-role-cli';

export const USAGE = `Usage: npm run grant-role -w functions -- --email <address> --role <${GRANTABLE_ROLES.join('|')}> [--project <id>]`;

export interface GrantRoleArgs {
  email: string;
  role: GrantableRole;
  project: string | undefined;
}

/** The command line as options, or an error message that says what is wrong. */
export function parseGrantRoleArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = {},
): GrantRoleArgs | { error: string } {
  let values: { email?: string; role?: string; project?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        project: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    return { error: `${(error as Error).message}\n${USAGE}` };
  }
  const email = values.email?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { error: `--email is required.\n${USAGE}` };
  const role = GRANTABLE_ROLES.find((known) => known === values.role);
  if (!role) return { error: `--role must be one of ${GRANTABLE_ROLES.join(', ')}.\n${USAGE}` };
  const project = values.project ?? env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  return { email, role, project };
}
