import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router-dom';
import type { HydrationState } from '@meydan/shared-types/public';
import { App } from './app/App';
import { serializeState } from './app/hydration';
import { PAGE_SOURCES } from './app/page-modules';
import { buildState } from './lib/build-state';

export { PAGE_SOURCES, serializeState };

function tree(state: HydrationState) {
  return (
    <StrictMode>
      <StaticRouter location={state.url}>
        <App state={state} />
      </StaticRouter>
    </StrictMode>
  );
}

/*
 * Markers of a Suspense boundary that did not finish on the server: pending (`$?`) or left to the client
 * (`$!`, what renderToString writes where something suspended).
 */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/**
 * Renders a page to complete HTML from the state its loader produced. renderToString first: it builds
 * one string where the stream encodes and writes hundreds of small chunks, at under half the cost for
 * the same HTML. It cannot wait, though: a page whose chunk this process has not loaded yet (pages are
 * lazy chunks) suspends and comes out as a loading skeleton, so such a page is rendered again with the
 * stream, which waits for everything (onAllReady) and leaves the chunk loaded for the next time.
 */
export function render(state: HydrationState): Promise<string> {
  buildState.init(state.buildId);
  try {
    const html = renderToString(tree(state));
    if (!UNFINISHED_BOUNDARY.test(html)) return Promise.resolve(html);
  } catch {
    // Suspended or failed outside any boundary: the stream below waits, or reports the error.
  }
  return renderStream(state);
}

function renderStream(state: HydrationState): Promise<string> {
  return new Promise((resolve, reject) => {
    // React writes many small chunks: kept as they come and decoded once at the end.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    const stream = renderToPipeableStream(tree(state), {
      // Complete HTML in document order: without this React moves large finished boundaries to the end
      // and reveals them with a script, which a reader without JavaScript would never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => reject(err),
    });
  });
}
