import { parseArgs } from 'node:util';
import { z } from '../../shared/schemas/zod';
import type { Database } from '../db/database';
import { User } from '../db/entities';
import { hashPassword } from '../services/passwords';
import { emailField, optionalText } from '../../shared/schemas/common';

const USAGE = `Usage:
  npm run user -- create --email E --password P [--admin] [--first-name F] [--last-name L]
      Creates the account, or updates it when the e-mail already exists.`;

const createArgs = z.object({
  email: emailField,
  password: z.string({ error: 'A password is required' }).min(8, 'The password must be at least 8 characters'),
  admin: z.boolean().optional(),
  // The same text rules as sign-up: control characters dropped, one line, trimmed, bounded.
  'first-name': optionalText('First name', 100),
  'last-name': optionalText('Last name', 100),
});

export async function userCommand(
  argv: string[],
  openDb: () => Promise<Database>,
  passwordHashCost?: number,
): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub !== 'create') {
    process.stderr.write(`${USAGE}\n`);
    return sub ? 1 : 0;
  }
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        admin: { type: 'boolean' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    // A mistyped option (--admn) or a missing value: say which, then how to call it.
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${USAGE}\n`);
    return 1;
  }
  const parsed = createArgs.safeParse(values);
  if (!parsed.success) {
    // Name the option as it is typed on the command line.
    for (const issue of parsed.error.issues)
      process.stderr.write(`--${issue.path.join('.') || 'arguments'}: ${issue.message}\n`);
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const a = parsed.data;
  const email = a.email.toLowerCase();
  const passwordHash = await hashPassword(a.password, passwordHashCost);
  const db = await openDb();
  try {
    const { user, created } = await db.write(async (m) => {
      const existing = await m.findOneBy(User, { email });
      const user =
        existing ?? m.create(User, { email, isAdmin: false, firstName: null, lastName: null, profileImageUrl: null });
      user.passwordHash = passwordHash;
      if (a.admin) user.isAdmin = true;
      // A name is changed only when its option is given ('' clears it).
      if (values['first-name'] !== undefined) user.firstName = a['first-name'];
      if (values['last-name'] !== undefined) user.lastName = a['last-name'];
      return { user: await m.save(user), created: !existing };
    });
    process.stdout.write(`${created ? 'Created' : 'Updated'} ${user.isAdmin ? 'admin ' : ''}account ${user.email}\n`);
    return 0;
  } finally {
    await db.close();
  }
}
