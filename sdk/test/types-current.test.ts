import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, documentJson, generateTypes, OPENAPI_JSON, OPENAPI_TYPES, REGENERATE } from '../../scripts/sdk-openapi.ts';
import { API_VERSIONS as SERVICE_VERSIONS } from '../../src/http/versions.ts';
import { EMBEDDED_HALF } from '../../test/processes.ts';
import { API_VERSIONS } from '../src/index.ts';

/** The checked-in document and types are those of the schemas the service runs with. */
// Store-independent: run once, in the embedded half of CI.
describe.runIf(EMBEDDED_HALF)('the SDK follows the running schema', () => {
  it(`sdk/openapi.json and sdk/src/openapi.ts are current (else: ${REGENERATE})`, async () => {
    const document = await buildOpenApiDocument();
    const stale = `is not the running schema's: run ${REGENERATE} and commit the result`;
    expect(fs.readFileSync(OPENAPI_JSON, 'utf8') === documentJson(document), `sdk/openapi.json ${stale}`).toBe(true);
    expect(fs.readFileSync(OPENAPI_TYPES, 'utf8') === (await generateTypes(document)), `sdk/src/openapi.ts ${stale}`).toBe(true);
  }, 120_000);

  it('knows every API version the service answers in', () => {
    expect([...API_VERSIONS]).toEqual([...SERVICE_VERSIONS]);
  });
});
