import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiTransport, RenderInput, RenderResult } from '../../domain/shared/page-render.ts';

export type Renderer = { render(input: RenderInput): Promise<RenderResult> };

/** The built renderer beside the built web app (`dist/web` → `dist/server`), if there is one. */
export async function loadRenderer(distDir: string): Promise<Renderer | undefined> {
  const entry = path.join(path.dirname(distDir), 'server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as Renderer;
}

const noBody = new Set([204, 205, 304]);

/**
 * The screens' API calls, answered inside this process as the visitor's own requests would be
 * (their address, so the rate limit counts them as theirs), without cookies: the page is
 * rendered as anyone sees it.
 */
export function inProcessApi(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  return async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress: request.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(one));
      }
    }
    return new Response(noBody.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * How many pages this server renders at once. A render and the compression of its page take
 * the event loop for tens of milliseconds on a large page; a visitor beyond the bound gets the
 * app shell at once instead of a place in a queue, so a flood of addresses no cache knows
 * cannot hold up every other answer (decision 050).
 */
export function renderSlots(limit: number): { take(): (() => void) | undefined } {
  let busy = 0;
  return {
    /** A slot and the function that frees it (once, however often called), or none free. */
    take() {
      if (busy >= limit) return undefined;
      busy++;
      let freed = false;
      return () => {
        if (freed) return;
        freed = true;
        busy--;
      };
    },
  };
}
