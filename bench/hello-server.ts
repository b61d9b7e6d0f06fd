/**
 * The anchor of `npm run bench` (bench/api.mjs): the product's own Fastify build (createFastify: same
 * logger, request ids, compilers, error envelope, onSend and security headers) with one hello-world
 * route and no database. Run with `node --import tsx bench/hello-server.ts`; PORT and the product's
 * other settings come from the environment as for the server.
 */
import { createFastify } from '../apps/server/src/fastify';
import { loadConfig } from '../apps/server/src/config';

const config = loadConfig(process.env);
const app = await createFastify(config);
app.get('/api/hello', async () => ({ statusCode: 200, data: 'hello' }));
await app.listen({ host: '127.0.0.1', port: config.port });
console.log(`hello ${config.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
