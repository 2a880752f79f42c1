import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router-dom';
import type { HydrationState } from '@meydan/shared-types';
import { App } from './app/App';
import { serializeState } from './app/hydration';
import { PAGE_SOURCES } from './app/page-modules';
import { buildState } from './lib/build-state';

export { PAGE_SOURCES, serializeState };

/**
 * Renders a page to complete HTML from the state its loader produced. Pages are lazy chunks, so the
 * render waits for everything (onAllReady) before the HTML is handed over.
 */
export function render(state: HydrationState): Promise<string> {
  buildState.init(state.buildId);
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <StaticRouter location={state.url}>
          <App state={state} />
        </StaticRouter>
      </StrictMode>,
      {
        // Complete HTML in document order: without this React moves large finished boundaries to the end
        // and reveals them with a script, which a reader without JavaScript would never see.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (err) => reject(err),
      },
    );
  });
}
