import { describe, expect, it } from 'vitest';
import { classifyPlaidError, withRetry } from './plaid.connector.ts';

const plaidFailure = (error_type: string, error_code: string, display_message: string | null = null) => ({
  response: { status: 400, data: { error_type, error_code, error_message: 'm', display_message } },
});

describe('classifyPlaidError', () => {
  it.each([
    ['RATE_LIMIT_EXCEEDED', 'TRANSACTIONS_SYNC_LIMIT', { retryable: true }, /try again in a few minutes/],
    ['API_ERROR', 'INTERNAL_SERVER_ERROR', { retryable: true }, /try again in a few minutes/],
    ['INSTITUTION_ERROR', 'INSTITUTION_DOWN', {}, /bank isn’t answering/],
    ['ITEM_ERROR', 'ITEM_LOGIN_REQUIRED', { itemStatus: 'login_required' }, /sign in again/],
    ['ITEM_ERROR', 'USER_PERMISSION_REVOKED', { itemStatus: 'revoked' }, /No account was shared/],
    ['ITEM_ERROR', 'NO_ACCOUNTS', {}, /No account was shared/],
    ['INVALID_INPUT', 'INVALID_API_KEYS', {}, /could not be connected/],
  ] as const)('%s %s', (type, code, opts, message) => {
    const e = classifyPlaidError(plaidFailure(type, code));
    expect(e.code).toBe(code);
    expect(e.borrowerMessage).toMatch(message);
    expect(Boolean(e.opts.retryable)).toBe(Boolean((opts as { retryable?: boolean }).retryable));
    expect(e.opts.itemStatus).toBe((opts as { itemStatus?: string }).itemStatus);
    expect(e.message).toContain(`Plaid ${type} ${code}`);
  });

  it('Plaid’s own message for the borrower is used for other item errors; a failure that never reached Plaid is retried', () => {
    expect(classifyPlaidError(plaidFailure('ITEM_ERROR', 'ITEM_LOCKED', 'Your account is locked.')).borrowerMessage).toBe('Your account is locked.');
    expect(classifyPlaidError(new Error('connect ECONNREFUSED')).opts.retryable).toBe(true);
  });
});

describe('withRetry', () => {
  it('retries what may pass, up to its tries, and stops at once on what will not', async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(plaidFailure('RATE_LIMIT_EXCEEDED', 'RATE_LIMIT')) : Promise.resolve('ok'));
    await expect(withRetry(flaky, { retryBaseMs: 0 })).resolves.toBe('ok');
    expect(calls).toBe(3);
    calls = 0;
    await expect(withRetry(() => (calls++, Promise.reject(plaidFailure('API_ERROR', 'INTERNAL_SERVER_ERROR'))), { retryBaseMs: 0, attempts: 4 })).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    expect(calls).toBe(4);
    calls = 0;
    await expect(withRetry(() => (calls++, Promise.reject(plaidFailure('INSTITUTION_ERROR', 'INSTITUTION_DOWN'))), { retryBaseMs: 0 })).rejects.toMatchObject({ code: 'INSTITUTION_DOWN' });
    expect(calls).toBe(1);
  });
});
