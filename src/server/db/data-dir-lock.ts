import { lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/**
 * How the lock tells a live holder from a dead one: the holder touches the lock every `updateMs`, and a
 * lock untouched for `staleMs` belongs to a process that no longer runs (a crash, a kill -9, a container
 * that was stopped). A new server waits up to `waitMs` for a lock to go stale, so a restart right after a
 * kill -9 starts within `staleMs`. Nothing depends on process ids, which a container reuses (the server is
 * pid 1 again after a restart) and which another process may have taken. `staleMs` is the library's
 * default and must stay well above the longest stall of the event loop: opening a new embedded database
 * blocks it for seconds.
 */
export const DATA_DIR_LOCK_TIMING = { staleMs: 10_000, updateMs: 2000, waitMs: 12_000 } as const;

const LOCK_NAME = "server.lock";
/** Beside the lock, not in it: the library removes a stale lock with rmdir, which needs it empty. */
const OWNER_NAME = "server.lock.owner";

type Logger = { warn(obj: object, msg: string): void };

function ownerOf(dataDir: string): string {
  try {
    return readFileSync(path.join(dataDir, OWNER_NAME), "utf8").trim();
  } catch {
    return "owner unknown";
  }
}

/**
 * The embedded database has no lock between processes: two servers on one data folder silently lose rows.
 * The server holds `DATA_DIR/server.lock` (a directory made atomically, kept fresh by proper-lockfile) for
 * as long as it runs; a second server on the same folder refuses to start, and a lock left by a process
 * that died is taken over once it is stale. The owner's pid and start time beside it are only for the
 * message.
 */
export async function acquireDataDirLock(
  dataDir: string,
  options: { logger?: Logger; timing?: { [K in keyof typeof DATA_DIR_LOCK_TIMING]?: number } } = {},
): Promise<{ file: string; release(): Promise<void> }> {
  const timing = { ...DATA_DIR_LOCK_TIMING, ...options.timing };
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);
  // earlier versions kept a pid in a plain file of the same name; that kind of lock cannot be trusted
  try {
    if (lstatSync(lockPath).isFile()) rmSync(lockPath, { force: true });
  } catch {
    // no lock yet
  }
  let releaseLock: () => Promise<void>;
  try {
    releaseLock = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: timing.staleMs,
      update: timing.updateMs,
      retries: { retries: Math.ceil(timing.waitMs / 250), factor: 1, minTimeout: 250, maxTimeout: 250 },
      // The event loop was blocked longer than the stale time, or the lock was removed by hand: another
      // server may now take the folder. Say so loudly; stopping would lose the requests in flight.
      onCompromised: (error) => options.logger?.warn({ err: error }, "the lock on the data folder was lost"),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is already in use by another server (${ownerOf(dataDir)}). ` +
          "Stop that server, or start this one with another DATA_DIR or with DATABASE_URL.",
      );
    }
    throw error;
  }
  writeFileSync(path.join(dataDir, OWNER_NAME), `pid ${process.pid}, started ${new Date().toISOString()}`);
  let released: Promise<void> | undefined;
  return {
    file: lockPath,
    release() {
      released ??= releaseLock().catch(() => {});
      return released;
    },
  };
}
