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
    account_id: z.string().meta({ description: "The bank's id for the account; the account_id of its transactions in the analysis" }),
    name: z.string().meta({ description: 'Account name', example: 'Everyday Checking' }),
    mask: z.string().nullable().meta({ description: 'Last digits of the account number, or null', example: '4402' }),
    type: z.string().meta({ description: 'Account type; only depository accounts are kept', example: 'depository' }),
    subtype: z.string().nullable().meta({ description: 'checking, savings, ...; or null', example: 'checking' }),
    opening_balance: z.number().nullable().meta({ description: 'Balance before the first transaction imported, in currency units, or null' }),
    closing_balance: z.number().nullable().meta({ description: 'Balance after the last transaction imported, in currency units, or null' }),
  })
  .meta({ id: 'ConnectedAccount', description: 'An account of the connection' });

export const bankConnectionCreated = z
  .object({
    connection_id: z.uuid().meta({ description: 'Id of the connection; MODULE_CONNECTED carries it' }),
    institution_name: z.string().meta({ description: 'The bank', example: 'Sandbox Bank' }),
    accounts: z.array(connectionAccount).meta({ description: 'The accounts imported' }),
    transactions_imported: z.number().int().meta({ description: 'Transactions imported over all accounts' }),
  })
  .meta({ id: 'BankConnection', description: "The case's new bank connection; cash_flow_analysis has started" });

export const bankConnectionListing = z
  .object({
    connection_id: z.uuid().meta({ description: 'Id of the connection; MODULE_CONNECTED and MODULE_CONNECTION_ERROR carry it' }),
    provider: z.enum(['sandbox', 'plaid']).meta({ description: 'Who holds the bank data: the sandbox bank, or Plaid' }),
    institution_name: z.string().meta({ description: 'The bank', example: 'First Platypus Bank' }),
    status: z
      .enum(['active', 'login_required', 'revoked'])
      .meta({ description: 'active; login_required (the borrower must sign in to the bank again); revoked (the borrower withdrew consent)' }),
    accounts: z.array(connectionAccount).meta({ description: 'The accounts held (checking and savings)' }),
    transactions_imported: z.number().int().meta({ description: 'Transactions the connection now holds (added minus removed); pending ones are held but not analysed' }),
    last_synced_at: z.string().nullable().meta({ description: 'When the transactions were last pulled (ISO 8601 UTC)', example: '2026-01-05T12:00:00.000Z' }),
  })
  .meta({ id: 'BankConnectionListing', description: "A bank connection of the case; no token of any kind" });

export const bankConnectionList = z
  .object({ data: z.array(bankConnectionListing).meta({ description: "The case's bank connections, oldest first" }) })
  .meta({ id: 'BankConnectionList', description: "The case's bank connections" });
