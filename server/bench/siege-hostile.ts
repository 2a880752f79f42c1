import http from 'node:http';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { HostilePlan } from './siege-report.js';
import { ask, lanes, sleep, Tally } from './siege-client.js';

/*
 * The hostile mix of `pnpm bench:siege`, in a process of its own (see siege.ts). Each attack runs from
 * the plan's start for its duration and files every answer by its status; prints the tallies as JSON.
 * Slow bodies and live streams connect from a loopback address of their own (127.0.0.7, 127.0.0.8), as
 * a client on the open internet; the others come through the trusted proxy (127.0.0.1) with an
 * X-Forwarded-For of their own, as behind a CDN.
 */
async function main() {
  const plan = JSON.parse(readFileSync(process.argv[2], 'utf8')) as HostilePlan;
  const origin = new URL(plan.origin);
  const start = performance.now() + (plan.startAt - Date.now());
  const end = start + plan.durationMs;
  const running = () => performance.now() < end;
  const tallies: Record<string, Tally> = {};
  const tally = (name: string) => (tallies[name] ??= new Tally());
  await sleep(start - performance.now());

  /** Cache-busting spellings of pages that exist, and made-up pages: each class filed apart. */
  let n = 0;
  const { article, articleId, tag } = plan.paths;
  const busters: [string, (k: number) => string][] = [
    [
      'other spellings (301)',
      (k) => [`//news`, `/news/./`, `/%6Eews`, `/ne%77s/`, `/${article.slice(1)}/`, `//${article.slice(1)}`][k % 6],
    ],
    ['page ≥ 10,000', (k) => (k % 2 ? `/news?page=${10_000 + k}` : `${tag}?page=${10_000 + k}`)],
    ['ignored query', (k) => (k % 2 ? `/?cb=${k}` : `${article}?utm_source=${k}`)],
    ['wrong slug', (k) => `/news/${articleId}/x-${k}`],
    ['unknown tag filter', (k) => `/news?tag=junk-${k}`],
    ['junk 404', (k) => [`/junk-${k}`, `/news/${90_000_000 + k}/x`, `/tag/junk-${k}`, `/api/junk-${k}`][k % 4]],
  ];
  const bustAgent = new http.Agent({ keepAlive: true, maxSockets: plan.bust.connections });
  const on = (attack: string) => plan.attacks.includes(attack);
  const bust = !on('bust')
    ? null
    : lanes(plan.bust.connections, plan.bust.rate, end, async () => {
        const k = n++;
        const [name, path] = busters[k % busters.length];
        tally(`bust: ${name}`).add(
          await ask(bustAgent, origin, {
            path: path(Math.floor(k / busters.length)),
            headers: { 'accept-encoding': 'br', 'x-forwarded-for': `198.18.${(k >> 8) & 255}.${k & 255}` },
          }),
        );
      });

  /**
   * Sockets that announce a body and never send it, from one address, reopened a second after they
   * close; on the login route, whose handler waits for the body (the comment route's rate limit would
   * refuse all but five before they held anything).
   */
  const slowHead = `POST /api/auth/login HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
  const slowOne = (): Promise<void> =>
    new Promise((resolve) => {
      const started = performance.now();
      let text = '';
      const socket = connect({ host: origin.hostname, port: Number(origin.port), localAddress: plan.slow.address }, () =>
        socket.write(slowHead),
      );
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', () => undefined);
      const stop = setTimeout(() => socket.destroy(), Math.max(0, end - performance.now()));
      socket.on('close', () => {
        clearTimeout(stop);
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
        if (status || running()) tally('slow body').add({ status, ms: performance.now() - started });
        resolve();
      });
    });
  const slow = !on('slow')
    ? null
    : Promise.all(
        Array.from({ length: plan.slow.sockets }, async () => {
          while (running()) {
            await slowOne();
            await sleep(1_000);
          }
        }),
      );

  /** Live streams from one address, held open; a refused one asks again a second later. */
  const liveOne = (): Promise<void> =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(
        { host: origin.hostname, port: origin.port, path: plan.live.path, localAddress: plan.live.address, agent: false },
        (res) => {
          const status = res.statusCode ?? 0;
          tally('live stream').add({ status, ms: performance.now() - started });
          res.on('data', () => undefined);
          res.on('close', () => resolve());
        },
      );
      const stop = setTimeout(() => req.destroy(), Math.max(0, end - performance.now()));
      req.on('error', () => {
        if (running()) tally('live stream').add({ status: 0, ms: performance.now() - started });
      });
      req.on('close', () => {
        clearTimeout(stop);
        resolve();
      });
    });
  const live = !on('live')
    ? null
    : Promise.all(
        Array.from({ length: plan.live.streams }, async (_, i) => {
          await sleep(i * 5);
          while (running()) {
            await liveOne();
            await sleep(1_000);
          }
        }),
      );

  /** Logins for emails that do not exist, from `addresses` forwarded addresses, each at its own pace. */
  const loginAgent = new http.Agent({ keepAlive: true, maxSockets: plan.login.addresses });
  let guess = 0;
  const logins = !on('login')
    ? null
    : lanes(plan.login.addresses, plan.login.addresses * plan.login.ratePerAddress, end, async (lane) => {
        tally('login (unknown email)').add(
          await ask(loginAgent, origin, {
            path: '/api/auth/login',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${lane + 1}` },
            body: JSON.stringify({ email: `nobody-${guess++}@siege.example`, password: 'guess-guess-guess' }),
          }),
        );
      });

  /**
   * The back office's Export button (a CSV of every news item, streamed in keyset pages), pressed in ten
   * tabs at once and again as soon as each finishes; one refused past the per-person limit (429) is
   * pressed again a second later, as a person would.
   */
  const exportAgent = new http.Agent({ keepAlive: true, maxSockets: plan.exports.concurrent });
  const exportPath = `/api/admin/news/export.csv?sort=${encodeURIComponent('["id","DESC"]')}&filter=${encodeURIComponent('{}')}`;
  const exports = !on('exports')
    ? null
    : lanes(plan.exports.concurrent, 0, end, async () => {
        const answer = await ask(exportAgent, origin, {
          path: exportPath,
          headers: { cookie: plan.exports.cookie, 'x-forwarded-for': plan.exports.address },
          timeoutMs: 60_000,
        });
        tally('admin export (CSV of every news item)').add(answer);
        if (answer.status === 429) await sleep(1_000);
      });

  /** Comment spam on the articles readers read, from ever new forwarded addresses. */
  const spamAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  let spam = 0;
  const comments = !on('comments')
    ? null
    : lanes(4, plan.comments.rate, end, async () => {
        const k = spam++;
        tally('comment spam').add(
          await ask(spamAgent, origin, {
            path: `/api/public/news/${plan.comments.newsIds[k % plan.comments.newsIds.length]}/comments`,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `100.64.${(k >> 8) & 255}.${k & 255}` },
            body: JSON.stringify({
              authorName: `فروشگاه ${k}`,
              authorEmail: `spam-${k}@siege.example`,
              body: `ارزان‌ترین قیمت، همین حالا بخرید ${k}`,
              website: '',
            }),
          }),
        );
      });

  await Promise.all([bust, slow, live, logins, exports, comments]);
  for (const a of [bustAgent, loginAgent, exportAgent, spamAgent]) a.destroy();
  const out: Record<string, unknown> = {};
  for (const [name, t] of Object.entries(tallies)) out[name] = t.toJSON();
  process.stdout.write(JSON.stringify(out));
}

main().catch((err: unknown) => {
  process.stderr.write(`siege attacker failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
