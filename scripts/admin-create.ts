// npm run admin:create -- --email admin@example.com --password '…'
// Creates an administrator account, or gives an existing account the administrator role with this password
// (its sessions end), on the database the server would use (DATABASE_URL, or the embedded database in DATA_DIR).
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../src/server/config";
import { type Database, openDatabase } from "../src/server/db/client";
import { DataDirLockedError } from "../src/server/db/data-dir-lock";
import { AppError } from "../src/server/errors";
import { type AdminOutcome, createOrPromoteAdmin } from "../src/server/features/auth/service";

const USAGE = "Usage: npm run admin:create -- --email <address> --password <at least 8 characters>";

export type AdminCreateResult = { exitCode: 0 | 1; outcome?: AdminOutcome };

type Output = { log(line: string): void; error(line: string): void };

/**
 * The command without the process around it: arguments and environment in, an exit code out. `database`
 * replaces the one the environment names (tests pass their own).
 */
export async function adminCreate(
  argv: string[],
  options: { env?: NodeJS.ProcessEnv; database?: Database; output?: Output } = {},
): Promise<AdminCreateResult> {
  const out = options.output ?? console;
  let args: { email?: string; password?: string };
  try {
    args = parseArgs({
      args: argv,
      options: { email: { type: "string" }, password: { type: "string" } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    out.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return { exitCode: 1 };
  }
  if (!args.email || !args.password) {
    out.error(`Both --email and --password are required.\n${USAGE}`);
    return { exitCode: 1 };
  }

  let database = options.database;
  const ownsDatabase = database === undefined;
  let dataDir: string | undefined;
  try {
    if (!database) {
      const config = loadConfig(options.env ?? process.env);
      dataDir = config.dataDir;
      database = await openDatabase(config);
      await database.migrate();
    }
    const { outcome, user } = await createOrPromoteAdmin(database.db, { email: args.email, password: args.password });
    const message = {
      created: `Created the administrator account ${user.email}.`,
      promoted:
        `${user.email} already had an account: it is now an administrator with the password given here, and its ` +
        "sessions have ended (whoever registered the address signs in with that password only).",
      "already-admin": `${user.email} is already an administrator; nothing changed (its password was left unchanged).`,
    }[outcome];
    out.log(message);
    return { exitCode: 0, outcome };
  } catch (error) {
    if (error instanceof AppError && error.code === "validation_error") {
      out.error(`${(error.issues ?? []).map((i) => `--${i.path}: ${i.message}`).join("\n")}\n${USAGE}`);
    } else if (error instanceof DataDirLockedError) {
      out.error(
        `The embedded database in ${dataDir} is in use by a running server, and it can be opened by one process ` +
          "at a time: stop the server that uses this DATA_DIR, run this command again, then start the server.",
      );
    } else if (error instanceof ConfigError) {
      out.error(error.message);
    } else {
      out.error(`Could not create the administrator: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { exitCode: 1 };
  } finally {
    if (ownsDatabase) await database?.close().catch(() => {});
  }
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  adminCreate(process.argv.slice(2)).then(({ exitCode }) => {
    process.exitCode = exitCode;
  });
}
