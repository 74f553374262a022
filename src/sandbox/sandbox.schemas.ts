import { z } from 'zod';
import { SIMULATED_OUTCOMES } from './simulated-outcome.ts';

export const chaosBody = z
  .strictObject({
    duplicate_rate: z
      .number()
      .min(0, 'must be at least 0')
      .max(1, 'must be at most 1')
      .optional()
      .meta({ description: 'Share of events (0 to 1) delivered a second time, same webhook-id and bytes, a few seconds after the first delivery succeeds; omitted: 0', example: 0.5 }),
    reorder_window_ms: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(60_000, 'must be at most 60000')
      .optional()
      .meta({ description: "Milliseconds (0 to 60000) an odd-numbered event of a case (case_sequence 1, 3, 5...) is held back, so that the case's next event, written within the window, arrives first; omitted: 0", example: 2000 }),
    fail_first_attempts: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(2, 'must be at most 2')
      .optional()
      .meta({ description: 'The first 0, 1 or 2 attempts of each delivery are recorded as failed without sending, so the receiver sees the retries (SANDBOX_RETRY_INTERVAL_S apart); omitted: 0', example: 2 }),
  })
  .meta({ description: "The sandbox account's webhook chaos: replaces every setting (an omitted one is 0)" });

export const chaosSettings = z
  .object({
    duplicate_rate: z.number().meta({ description: 'Share of events delivered a second time (0 to 1)' }),
    reorder_window_ms: z.number().int().meta({ description: 'How long odd-numbered events of a case are held back, in milliseconds' }),
    fail_first_attempts: z.number().int().meta({ description: 'Attempts of each delivery failed on purpose (0 to 2)' }),
    retry_interval_s: z.number().meta({ description: 'Seconds between a failed attempt and the next one for this sandbox account (SANDBOX_RETRY_INTERVAL_S, or the production interval when shorter)' }),
    updated_at: z.string().nullable().meta({ description: 'When the settings were last stored (timestamp, UTC); null when never set (no chaos)' }),
  })
  .meta({ id: 'WebhookChaos', description: "The chaos the sandbox does to this account's webhook deliveries (docs/sandbox.md)" });

export const simulateBody = z
  .strictObject({
    outcome: z.enum(SIMULATED_OUTCOMES).meta({ description: 'How the run ends: COMPLETED (a result in the pinned version\'s shape), INSUFFICIENT or ERROR', example: 'INSUFFICIENT' }),
    reason: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(500, 'must be at most 500 characters')
      .optional()
      .meta({ description: "INSUFFICIENT: the event's reason; ERROR: its error. Not allowed with COMPLETED. Omitted: a fixed sentence saying it was simulated" }),
  })
  .meta({ description: 'The outcome a sandbox module run ends with' });
