import { openObjectStore, storageUrlOf, storageUrlProblem, type StorageConfig } from './storage-url.ts';
import { migrateStorage, type MigrationReport } from './migrate-storage.ts';

/**
 * `underwrite storage migrate --to URL`: copies the installation's stored documents and reports
 * from the configured store (STORAGE_URL) to another, verifying every hash. The store is not the
 * database, so this runs beside a running service, and may be run again until the switch.
 */
export async function storageMigrateCommand(config: StorageConfig, to: string): Promise<MigrationReport> {
  const problem = storageUrlProblem(to);
  if (problem) throw new StorageUsageError(`--to ${problem}`);
  const fromUrl = storageUrlOf(config);
  if (normalise(fromUrl) === normalise(to)) throw new StorageUsageError(`--to is the store in use (${fromUrl}); name another`);
  const report = await migrateStorage(openObjectStore(fromUrl, config), openObjectStore(to, config));
  if (report.corrupt_in_source.length > 0) {
    throw new Error(`${report.corrupt_in_source.length} objects in ${fromUrl} do not match their SHA-256 and were not copied: ${report.corrupt_in_source.join(', ')}`);
  }
  return report;
}

export class StorageUsageError extends Error {}

const normalise = (url: string) => url.replace(/\/+$/, '');
