import { z } from 'zod';

export const SMS_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export const SMS_PROVIDERS = ['log', 'twilio'] as const;

export const sendSmsBody = z.strictObject({}).optional();

export const smsQueued = z
  .object({
    sms_id: z.uuid().meta({ description: 'Id of the message' }),
    status: z.literal('QUEUED').meta({ description: 'Queued: sent in the background; read its status with GET .../messages' }),
    to: z.string().meta({ description: "The case's phone_number, E.164" }),
  })
  .meta({ id: 'SmsQueued', description: 'The message is queued' });

export const smsRecord = z
  .object({
    sms_id: z.uuid().meta({ description: 'Id of the message' }),
    to: z.string().meta({ description: 'The number it is sent to, E.164' }),
    body: z.string().meta({ description: 'The text as sent, with the borrower link' }),
    status: z.enum(SMS_STATUSES).meta({
      description: 'QUEUED until the provider accepts it (SENT) or refuses it for good (FAILED, see error). While QUEUED after a failed attempt, error holds that failure and another attempt follows.',
    }),
    provider: z.enum(SMS_PROVIDERS).meta({ description: '`log`: written to the service log only (sandbox); `twilio`: sent through Twilio' }),
    attempts: z.number().int().meta({ description: 'Attempts made so far (at most 3)' }),
    created_at: z.iso.datetime().meta({ description: 'When send-sms was called (timestamp, UTC)' }),
    sent_at: z.iso.datetime().nullable().meta({ description: 'When the provider accepted it, or null' }),
    error: z.string().nullable().meta({ description: "The last failed attempt's error (the provider's code and message), or null" }),
  })
  .meta({ id: 'SmsMessage', description: 'A text message to the borrower' });

export type SmsRecord = z.output<typeof smsRecord>;

export const listMessagesQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50)
    .meta({ description: 'Messages per page, 1 to 200' }),
  cursor: z.string().max(500).optional().meta({ description: 'next_cursor of the previous page' }),
});

export const smsList = z
  .object({
    data: z.array(smsRecord).meta({ description: 'Messages, oldest first' }),
    next_cursor: z.string().nullable().meta({ description: 'Pass as ?cursor= for the next page; null on the last page' }),
  })
  .meta({ id: 'SmsMessageList', description: 'A page of text messages' });
