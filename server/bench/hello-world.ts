import Fastify from 'fastify';

/*
 * The ceiling: a bare Fastify answering a constant, in a process of its own, measured like the app so
 * that the app's figures can be read against what this machine and Node can do at all.
 */
const port = Number(process.argv[2] ?? 3918);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
