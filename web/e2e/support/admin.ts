import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * The hackforge binary under test (deploy/test.sh builds it to .test/bin), on
 * the same DATABASE_URL as the server, which test.sh exports.
 */
const HACKFORGE_BIN = process.env.HACKFORGE_BIN ?? resolve(process.cwd(), '../.test/bin/hackforge');

/** Makes the account a platform administrator with `hackforge grant-admin`. */
export async function grantAdmin(email: string): Promise<void> {
  await promisify(execFile)(HACKFORGE_BIN, ['grant-admin', email], { env: process.env });
}
