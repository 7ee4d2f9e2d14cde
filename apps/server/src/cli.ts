import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { createDiskStorage } from './adapters/storage.ts';
import { databaseTarget, openDatabase, type DatabaseHandle } from './db/client.ts';
import { recordAction } from './db/moderation-log.ts';
import { prepareDatabase } from './db/prepare.ts';
import { users } from './db/schema.ts';
import { seedDemo } from './db/seed/demo.ts';

const USAGE = `Usage: npm run cli -- <command>

  migrate                     apply migrations and reference data
  seed:demo                   fill an empty database with demo users, statements and events
  user:role <email> <role>    set a user's role (0 user, 1 privileged)`;

type Command = (handle: DatabaseHandle, args: string[]) => Promise<void>;

const commands: Record<string, Command> = {
  async migrate() {
    console.log('Database is up to date.');
  },
  async 'seed:demo'(handle) {
    const config = loadConfig();
    const summary = await seedDemo(
      handle.db,
      createDiskStorage(path.join(config.dataDir, 'uploads')),
    );
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
    await recordAction(handle.db, {
      actorId: null,
      action: 'role_change',
      targetType: 'user',
      targetId: user.id,
      details: { role: value, via: 'cli' },
    });
    console.log(`${email} now has role ${value}.`);
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
