import { z } from 'zod';
import { CASE_EVENTS, LINK_EVENTS, MODULE_EVENTS } from './events.repo.ts';

const stageRef = z
  .object({
    stage_id: z.uuid().meta({ description: 'Id of the stage' }),
    name: z.string().meta({ description: 'Name of the stage' }),
    position: z.number().int().meta({ description: 'Place of the stage in its workflow, from 0' }),
  })
  .meta({ description: 'A stage of the workflow' });

export const eventPayloadSchema = z
  .looseObject({
    event_id: z.uuid().meta({ description: 'Id of the event; the webhook-id header of its deliveries' }),
    webhook_type: z.enum(['CASE', 'MODULE']).meta({ description: 'CASE for case events, MODULE for module events' }),
    event: z.enum([...CASE_EVENTS, ...MODULE_EVENTS, ...LINK_EVENTS]).meta({ description: 'What happened' }),
    case_id: z.uuid().meta({ description: 'The case it happened to' }),
    reference_id: z.string().meta({ description: "The case's reference_id" }),
    environment: z.enum(['sandbox', 'production']).meta({ description: "The account's environment" }),
    created_at: z.string().meta({ description: 'When it happened (timestamp, UTC)' }),
    surface: z.literal('DEALER').optional().meta({ description: 'Only on events of Dealer API cases' }),
    module_type: z.string().optional().meta({ description: 'MODULE events: upper case, e.g. CASH_FLOW_ANALYSIS' }),
    instance_id: z.uuid().optional().meta({ description: "MODULE events: the module's instance_id in the case" }),
    execution_id: z.string().optional().meta({ description: 'MODULE_COMPLETED, MODULE_INSUFFICIENT, MODULE_ERROR: the run' }),
    result_id: z.string().optional().meta({ description: 'MODULE_COMPLETED: the result, at .../modules/{module_type}/analysis/{result_id}; MODULE_INSUFFICIENT with DOC_FRAUD: the result holding the documents\' fraud assessment' }),
    reason: z.string().optional().meta({ description: 'MODULE_INSUFFICIENT: why the data was not enough; MODULE_CONNECTION_ERROR: LOGIN_REQUIRED, PERMISSION_REVOKED or EXPIRING' }),
    error: z.string().optional().meta({ description: 'MODULE_ERROR: what went wrong' }),
    document_id: z.string().optional().meta({ description: 'MODULE_DOCUMENT_UPLOADED: the document' }),
    document_category: z.string().optional().meta({ description: 'MODULE_DOCUMENT_UPLOADED: bank_statement or paystub' }),
    connection_id: z.string().optional().meta({ description: 'MODULE_CONNECTED, MODULE_CONNECTION_ERROR: the bank connection' }),
    institution_name: z.string().optional().meta({ description: 'MODULE_CONNECTED: the bank' }),
    from_stage: stageRef.optional().meta({ description: 'STAGE_ADVANCED: the stage the case left' }),
    to_stage: stageRef.optional().meta({ description: 'STAGE_ADVANCED: the stage the case entered' }),
    sequence: z.number().int().meta({ description: "Up by one with each event of the account, in the order they committed; numbers of other accounts never show (a surface's list skips the other surface's)" }),
    case_sequence: z.number().int().nullable().meta({ description: "1, 2, 3... within the case: puts a case's events back in order" }),
  })
  .meta({ id: 'Event', description: 'Exactly the body a webhook delivers; MODULE events add module_type, instance_id and the fields of their kind' });

export const deliveryAttempt = z
  .object({
    delivery_id: z.uuid().meta({ description: 'The delivery the attempt belongs to (a redelivery is a new one)' }),
    attempt: z.number().int().meta({ description: '1, then the two retries 2 and 3' }),
    url: z.string().nullable().meta({ description: 'Where it was sent' }),
    attempted_at: z.string().meta({ description: 'When the attempt started (timestamp, UTC)' }),
    duration_ms: z.number().int().meta({ description: 'How long it took, in milliseconds' }),
    status_code: z.number().int().nullable().meta({ description: "The receiver's HTTP status, or null without an answer" }),
    succeeded: z.boolean().meta({ description: 'True for a 2xx within WEBHOOK_TIMEOUT_MS' }),
    error: z.string().nullable().meta({ description: 'Why the attempt failed, in fixed words: the status the endpoint answered (never its body), a kind of network error, or why the address was refused' }),
    chaos: z
      .enum(['duplicate', 'reordered', 'forced_failure'])
      .optional()
      .meta({ description: 'Sandbox chaos done on purpose (docs/sandbox.md): a second delivery of a delivered event, a delivery held back so a later event overtook it, or an attempt failed without sending. Absent otherwise' }),
  })
  .meta({ id: 'DeliveryAttempt', description: 'One attempt to deliver the event' });

export const DELIVERY_STATUSES = ['NO_ENDPOINT', 'PENDING', 'DELIVERED', 'DROPPED'] as const;

export const eventDetail = eventPayloadSchema
  .extend({
    delivery: z
      .object({
        status: z.enum(DELIVERY_STATUSES).meta({ description: 'NO_ENDPOINT when no webhook URL was set; else the latest delivery\'s outcome' }),
        attempts: z.array(deliveryAttempt).meta({ description: 'Every attempt of every delivery, oldest first' }),
      })
      .meta({ description: 'How the event was delivered' }),
  })
  .meta({ id: 'EventWithDelivery', description: 'An event with its delivery attempts' });

export const eventList = z
  .object({
    data: z.array(eventPayloadSchema).meta({ description: 'Events, oldest first' }),
    next_cursor: z.string().nullable().meta({ description: 'Pass as ?cursor= for the next page; null on the last page' }),
  })
  .meta({ id: 'EventList', description: 'A page of events' });

export const listEventsQuery = z.strictObject({
  after: z.string().optional().meta({ description: 'An event_id: list the events after it' }),
  cursor: z.string().max(100).optional().meta({ description: 'next_cursor of the previous page' }),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50)
    .meta({ description: 'Events per page, 1 to 200' }),
});

export const eventIdParams = z.object({ event_id: z.string().meta({ description: 'Id of the event (event_id)' }) });

export const redeliveryAccepted = z
  .object({
    event_id: z.uuid().meta({ description: 'The event' }),
    delivery_id: z.uuid().meta({ description: 'The new delivery; its attempts show in GET .../events/{event_id}' }),
    status: z.literal('PENDING').meta({ description: 'The delivery is queued' }),
  })
  .meta({ id: 'RedeliveryAccepted', description: 'A new delivery of the event, with its own retries' });
