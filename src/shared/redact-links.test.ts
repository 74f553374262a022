import { describe, expect, it } from 'vitest';
import { redactLinks } from './redact-links.ts';

describe('redactLinks', () => {
  it.each([
    ['GET /link/AbC_d-123xyz/upload?x=1', 'GET /link/[redacted]/upload?x=1'],
    ['{"url":"/s/Xy12_-ab"}', '{"url":"/s/[redacted]"}'],
    ['text https://verify.example.com/s/abcdefgh and http://h/link/tok', 'text https://verify.example.com/s/[redacted] and http://h/link/[redacted]'],
    ['POST /dashboard/set-password/Qw3_-xyz', 'POST /dashboard/set-password/[redacted]'],
    ['/dashboard/cases/123', '/dashboard/cases/123'],
    ['/api/cases/123/send-sms', '/api/cases/123/send-sms'],
    ['/hosted/app.css?v=1', '/hosted/app.css?v=1'],
  ])('%s', (input, output) => expect(redactLinks(input)).toBe(output));
});
