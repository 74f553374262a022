import { afterAll, beforeAll } from 'vitest';
import { createHarness, validCase, type Harness } from '../../test/harness.ts';
import { securitySuite, type RouteUnderTest } from '../../test/security-suite.ts';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const CASE_API: RouteUnderTest[] = [
  { method: 'POST', url: () => '/api/cases', body: () => validCase(), surface: 'LENDER', ok: 201 },
  { method: 'GET', url: () => '/api/cases', surface: 'LENDER', ok: 200 },
  { method: 'GET', url: (id) => `/api/cases/${id}`, surface: 'LENDER', ok: 200 },
  { method: 'POST', url: (id) => `/api/cases/${id}/cancel`, surface: 'LENDER', ok: 200 },
  { method: 'POST', url: (id) => `/api/cases/${id}/advance`, surface: 'LENDER', ok: 200 },
];

for (const route of CASE_API) securitySuite(() => h, route);
