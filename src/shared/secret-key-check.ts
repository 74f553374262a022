import { eq } from 'drizzle-orm';
import { instanceSettings } from '../db/schema.ts';
import type { Executor } from '../db/store.ts';
import type { SecretBox } from './secret-box.ts';

const NAME = 'secret_key_check';
const PLAIN = 'underwrite secret key check';

export class SecretKeyMismatchError extends Error {
  constructor() {
    super(
      'The secret key (SECRET_KEY, or DATA_DIR/secret.key) is not the one this database was sealed with: ' +
        'give every process that shares the database the same SECRET_KEY',
    );
  }
}

/**
 * Secrets sealed under one key cannot be opened under another, so the first process to use a
 * database records a value sealed with its key; every later process must open it.
 */
export async function checkSecretKey(db: Executor, box: SecretBox): Promise<void> {
  await db.insert(instanceSettings).values({ name: NAME, value: box.seal(PLAIN) }).onConflictDoNothing();
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.name, NAME));
  let opened: string | undefined;
  try {
    opened = box.open(row.value);
  } catch {
    /* another key */
  }
  if (opened !== PLAIN) throw new SecretKeyMismatchError();
}
