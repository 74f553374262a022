import { z } from 'zod';
import { defineJob } from '../jobs/jobs.ts';
import type { RetentionService } from './retention.service.ts';

/** Every hour: applies each account's retention in batches and records what it removed (retention_runs). */
export function retentionJob(retention: Pick<RetentionService, 'run'>, log: (msg: string) => void = () => {}) {
  return defineJob({
    name: 'privacy.retention',
    payload: z.object({}).passthrough(),
    cron: '29 * * * *',
    retryLimit: 1,
    async handle() {
      for (const run of await retention.run()) {
        log(`retention: account ${run.accountId}: ${run.casesDeleted} cases deleted, ${run.documentsRemoved} documents removed`);
      }
    },
  });
}
