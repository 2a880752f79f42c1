import { parentPort, workerData } from 'node:worker_threads';
import { composePageDocument } from './page-document.js';
import { siteLoader, type SiteBundle } from './site-bundle.js';
import type { RenderReply, RenderRequest, RenderThreadData } from './render-pool.js';

/*
 * A render thread (see render-pool.ts): loads the built site once and turns each page job it is sent
 * into the page's document, or answers whether the site loads (a probe). A site that is not built yet, or fails to load, is tried again on the next
 * job, as the request's own thread does (site-bundle.ts).
 */
const { siteDist } = workerData as RenderThreadData;
const port = parentPort!;
const loadSite = siteLoader(siteDist);

async function site(): Promise<SiteBundle> {
  const loaded = await loadSite();
  if (!loaded) throw new Error(`the public site is not built in ${siteDist}`);
  return loaded;
}

async function answer(request: RenderRequest): Promise<RenderReply> {
  const { id } = request;
  try {
    if ('probe' in request) return { id, built: (await loadSite()) !== null };
    return { id, html: await composePageDocument(await site(), request.job) };
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    return { id, error: { message: error.message, stack: error.stack } };
  }
}

port.on('message', (request: RenderRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});
