import { z } from 'zod';

export const SMS_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export const SMS_PROVIDERS = ['log', 'twilio'] as const;

export const sendSmsBody = z.strictObject({}).optional();

export const smsQueued = z
  .object({
    sms_id: z.uuid(),
    status: z.literal('QUEUED'),
    to: z.string().meta({ description: "The case's phone_number, E.164" }),
  })
  .meta({ id: 'SmsQueued' });

export const smsRecord = z
  .object({
    sms_id: z.uuid(),
    to: z.string(),
    body: z.string().meta({ description: 'The text as sent, with the borrower link' }),
    status: z.enum(SMS_STATUSES).meta({
      description: 'QUEUED until the provider accepts it (SENT) or refuses it for good (FAILED, see error). While QUEUED after a failed attempt, error holds that failure and another attempt follows.',
    }),
    provider: z.enum(SMS_PROVIDERS).meta({ description: '`log`: written to the service log only (sandbox); `twilio`: sent through Twilio' }),
    attempts: z.number().int().meta({ description: 'Attempts made so far (at most 3)' }),
    created_at: z.iso.datetime(),
    sent_at: z.iso.datetime().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'SmsMessage' });

export type SmsRecord = z.output<typeof smsRecord>;

export const listMessagesQuery = z.strictObject({
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').default(50),
  cursor: z.string().max(500).optional(),
});

export const smsList = z.object({ data: z.array(smsRecord), next_cursor: z.string().nullable() }).meta({ id: 'SmsMessageList' });
