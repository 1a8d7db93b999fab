import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

import { Prerendering } from "~/lib/prerendering";

/**
 * Runs only at build time: every page is prerendered (ssr: false). React Router's default waits for
 * the shell alone, so lazy parts (footer, home's guides) were streamed out of order, hidden at the
 * end of the page and moved into place by inline scripts after the first paint, which shifted the
 * layout. Waiting for everything writes each page complete and in order
 * (docs/decisions/first-view-budget.md).
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <Prerendering value={true}>
        <ServerRouter context={routerContext} url={request.url} />
      </Prerendering>,
      {
        // React outlines a finished boundary larger than this instead of writing it in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              timeout = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
