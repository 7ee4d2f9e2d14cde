import { eq } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { copyStorage } from './adapters/copy-storage.ts';
import { openStorage } from './adapters/open-storage.ts';
import { createS3Storage } from './adapters/s3-storage.ts';
import { createDiskStorage } from './adapters/storage.ts';
import { databaseTarget, openDatabase, type DatabaseHandle } from './db/client.ts';
import { recordAction } from './db/moderation-log.ts';
import { prepareDatabase } from './db/prepare.ts';
import { users } from './db/schema.ts';
import { seedDemo } from './db/seed/demo.ts';

const USAGE = `Usage: npm run cli -- <command>

  migrate                     apply migrations and reference data
  seed:demo                   fill an empty database with demo users, statements and events
  user:role <email> <role>    set a user's role (0 user, 1 privileged)
  storage:copy-to-s3          copy the uploads of DATA_DIR/uploads to the S3_BUCKET (again:
                              only what is missing there)`;

type Command = (handle: DatabaseHandle, args: string[]) => Promise<void>;

const commands: Record<string, Command> = {
  async migrate() {
    console.log('Database is up to date.');
  },
  async 'seed:demo'(handle) {
    const config = loadConfig();
    const summary = await seedDemo(handle.db, openStorage(config));
    console.log(
      `Created ${summary.users} users, ${summary.statements} statements, ${summary.events} events.`,
    );
    console.log('Demo accounts:');
    for (const account of summary.accounts) {
      console.log(`  ${account.email}  ${account.password}  (role ${account.role})`);
    }
  },
  async 'user:role'(handle, [email, role]) {
    const value = Number(role);
    if (!email || !Number.isInteger(value) || value < 0 || value > 1) {
      throw new Error('user:role needs an e-mail and a role of 0 or 1');
    }
    const updated = await handle.db
      .update(users)
      .set({ role: value, updatedAt: new Date() })
      .where(eq(users.email, email.trim().toLowerCase()))
      .returning({ id: users.id });
    const [user] = updated;
    if (!user) throw new Error(`No user with e-mail ${email}`);
    // The action log names no actor for the command line: whoever runs it owns the server.
    await recordAction(handle.db, null, {
      action: 'role_change',
      targetType: 'user',
      targetId: user.id,
      details: { role: value, via: 'cli' },
    });
    console.log(`${email} now has role ${value}.`);
  },
  async 'storage:copy-to-s3'() {
    const config = loadConfig();
    if (!config.s3) throw new Error('storage:copy-to-s3 needs S3_BUCKET (and the AWS_ variables)');
    const { copied, skipped } = await copyStorage(
      createDiskStorage(config.uploadsDir),
      createS3Storage(config.s3),
    );
    console.log(
      `Copied ${copied} files from ${config.uploadsDir} to s3://${config.s3.bucket}; ${skipped} were there already.`,
    );
  },
};

async function run() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(USAGE);
    process.exit(name ? 2 : 0);
  }
  const handle = await openDatabase(databaseTarget(loadConfig()));
  try {
    await prepareDatabase(handle);
    await command(handle, args);
  } finally {
    await handle.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
