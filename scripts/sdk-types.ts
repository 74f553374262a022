import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, documentJson, generateTypes, OPENAPI_JSON, OPENAPI_TYPES } from './sdk-openapi.ts';

/** `npm run sdk:types`: writes sdk/openapi.json and sdk/src/openapi.ts from the service's schemas. */
const document = await buildOpenApiDocument();
fs.writeFileSync(OPENAPI_JSON, documentJson(document));
fs.writeFileSync(OPENAPI_TYPES, await generateTypes(document));
for (const file of [OPENAPI_JSON, OPENAPI_TYPES]) console.log(`wrote ${path.relative(process.cwd(), file)}`);
