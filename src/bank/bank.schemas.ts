import { z } from 'zod';
import { plaidCustomUserSchema } from '../analysis/bank-history/plaid-custom-user.ts';
import '../http/zod-messages.ts';
import { SANDBOX_USERNAMES } from './sandbox-bank.ts';

/** `POST .../sandbox/cases/{case_id}/bank-connection`: exactly one of a sandbox username or a custom user. */
export const sandboxConnectionBody = z
  .strictObject({
    username: z
      .enum(SANDBOX_USERNAMES, { error: `is not a sandbox username (${SANDBOX_USERNAMES.join(', ')})` })
      .optional()
      .meta({ description: 'A documented sandbox borrower; the password `pass_good` is implied' }),
    custom_user: plaidCustomUserSchema
      .optional()
      .meta({ description: "A borrower history in the JSON shape of Plaid's sandbox custom users (`override_accounts`, positive amount = money out)" }),
  })
  .superRefine((body, ctx) => {
    if (body.username === undefined && body.custom_user === undefined) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'is required unless custom_user is given (send exactly one of username and custom_user)' });
    } else if (body.username !== undefined && body.custom_user !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['custom_user'], message: 'cannot be sent with username (send exactly one of username and custom_user)' });
    }
  })
  .meta({ id: 'SandboxBankConnectionRequest' });

export type SandboxConnectionInput = z.output<typeof sandboxConnectionBody>;

export const connectionAccount = z
  .object({
    account_id: z.string(),
    name: z.string(),
    mask: z.string().nullable(),
    type: z.string(),
    subtype: z.string().nullable(),
    opening_balance: z.number().nullable(),
    closing_balance: z.number().nullable(),
  })
  .meta({ id: 'ConnectedAccount' });

export const bankConnectionCreated = z
  .object({
    connection_id: z.uuid(),
    institution_name: z.string(),
    accounts: z.array(connectionAccount),
    transactions_imported: z.number().int(),
  })
  .meta({ id: 'BankConnection' });
