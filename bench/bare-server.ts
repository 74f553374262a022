// Ceiling 1 for bench/api.bench.ts: fastify with nothing else, answering a POST with a small JSON body.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.post('/api/cases', async (request, reply) => {
  const body = request.body as { reference_id?: string };
  return reply.code(201).send({ case_id: '00000000-0000-4000-8000-000000000000', reference_id: body.reference_id ?? null, status: 'OPEN' });
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
