import { assertDatabaseFileUnchanged, DatabaseFileReplacedError } from './client';

/** The database could not take the write just now (locked, read-only, full): worth retrying later. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Storage is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

const unavailableCodes =
  /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN|PROTOCOL|NOMEM|INTERRUPT)/;

/**
 * Runs a write, turning the database's "not now" failures into StorageUnavailableError. The
 * write counts only if it went into the file at DATABASE_URL: one deleted or replaced under the
 * running server is reported loudly and the write is not acknowledged.
 */
export function withStorage<T>(write: () => T): T {
  try {
    const result = write();
    assertDatabaseFileUnchanged();
    return result;
  } catch (error) {
    if (error instanceof DatabaseFileReplacedError) {
      console.error(`DATABASE FILE LOST: ${error.message}`);
      throw new StorageUnavailableError(error);
    }
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.test(code))
      throw new StorageUnavailableError(error);
    // Opening the database can fail the same ways before SQLite assigns a code.
    if (error instanceof Error && /readonly|disk|locked|busy/i.test(error.message)) {
      throw new StorageUnavailableError(error);
    }
    throw error;
  }
}
