/**
 * Operator bootstrap for the first owner (and any later grant without the site):
 *   npm run grant-role -w functions -- --email ada@example.com --role owner
 * Finds the account in Firebase Auth (the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set),
 * which must have verified its e-mail (roleTarget.ts), grants the role in DATABASE_URL and audits
 * it as done by the operator. Needs a project id from --project, GCLOUD_PROJECT or
 * GOOGLE_CLOUD_PROJECT (or application default credentials).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { HttpsError } from 'firebase-functions/v2/https';
import { getDatabase } from '../db/database';
import { CLI_ACTOR, parseGrantRoleArgs } from './grantRoleArgs';
import { changeRole } from './roleStore';
import { roleTargetUid } from './roleTarget';
import { firebaseUserDirectory } from './userDirectory';

async function main(): Promise<number> {
  const args = parseGrantRoleArgs(process.argv.slice(2), process.env);
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  if (getApps().length === 0) initializeApp(args.project ? { projectId: args.project } : {});
  let uid: string;
  try {
    uid = await roleTargetUid({ email: args.email }, 'grant', firebaseUserDirectory);
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    console.error(
      error.code === 'not-found'
        ? `No account with the e-mail ${args.email}. Sign up first, then grant.`
        : `${error.message} ${args.email} must open the link in the verification e-mail first, then grant.`,
    );
    return 1;
  }
  const db = await getDatabase();
  try {
    const { changed } = await changeRole(
      db,
      { actorUserId: CLI_ACTOR, targetUserId: uid, role: args.role, action: 'grant' },
      { authorizeActor: false },
    );
    console.log(
      changed
        ? `Granted ${args.role} to ${args.email} (${uid}).`
        : `${args.email} (${uid}) already holds ${args.role}.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error((error as Error).message);
  return 1;
});
