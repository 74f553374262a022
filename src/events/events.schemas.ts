import { z } from 'zod';
import { CASE_EVENTS, MODULE_EVENTS } from './events.repo.ts';

const stageRef = z.object({ stage_id: z.uuid(), name: z.string(), position: z.number().int() });

export const eventPayloadSchema = z
  .looseObject({
    event_id: z.uuid(),
    webhook_type: z.enum(['CASE', 'MODULE']),
    event: z.enum([...CASE_EVENTS, ...MODULE_EVENTS]),
    case_id: z.uuid(),
    reference_id: z.string(),
    environment: z.enum(['sandbox', 'production']),
    created_at: z.string(),
    surface: z.literal('DEALER').optional().meta({ description: 'Only on events of Dealer API cases' }),
    module_type: z.string().optional().meta({ description: 'MODULE events: upper case, e.g. CASH_FLOW_ANALYSIS' }),
    instance_id: z.uuid().optional(),
    from_stage: stageRef.optional(),
    to_stage: stageRef.optional(),
    sequence: z.number().int().meta({ description: "Up by one with each event of the account, in the order they committed; numbers of other accounts never show (a surface's list skips the other surface's)" }),
    case_sequence: z.number().int().nullable().meta({ description: "1, 2, 3... within the case: puts a case's events back in order" }),
  })
  .meta({ id: 'Event', description: 'Exactly the body a webhook delivers; MODULE events add the fields of contracts section 6' });

export const deliveryAttempt = z
  .object({
    delivery_id: z.uuid(),
    attempt: z.number().int().meta({ description: '1, then the two retries 2 and 3' }),
    url: z.string().nullable(),
    attempted_at: z.string(),
    duration_ms: z.number().int(),
    status_code: z.number().int().nullable(),
    succeeded: z.boolean(),
    error: z.string().nullable().meta({ description: 'Why the attempt failed, in fixed words: the status the endpoint answered (never its body), a kind of network error, or why the address was refused' }),
  })
  .meta({ id: 'DeliveryAttempt' });

export const DELIVERY_STATUSES = ['NO_ENDPOINT', 'PENDING', 'DELIVERED', 'DROPPED'] as const;

export const eventDetail = eventPayloadSchema
  .extend({
    delivery: z.object({
      status: z.enum(DELIVERY_STATUSES).meta({ description: 'NO_ENDPOINT when no webhook URL was set; else the latest delivery\'s outcome' }),
      attempts: z.array(deliveryAttempt),
    }),
  })
  .meta({ id: 'EventWithDelivery' });

export const eventList = z.object({ data: z.array(eventPayloadSchema), next_cursor: z.string().nullable() }).meta({ id: 'EventList' });

export const listEventsQuery = z.strictObject({
  after: z.string().optional().meta({ description: 'An event_id: list the events after it' }),
  cursor: z.string().max(100).optional().meta({ description: 'next_cursor of the previous page' }),
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').default(50),
});

export const eventIdParams = z.object({ event_id: z.string() });

export const redeliveryAccepted = z
  .object({ event_id: z.uuid(), delivery_id: z.uuid(), status: z.literal('PENDING') })
  .meta({ id: 'RedeliveryAccepted' });
