import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The editors' backend document (decision 032): the portal's policy, except that style
 * elements need this answer's nonce (emotion adds it to its own) and style attributes stay
 * allowed, which MUI sets.
 */
export function backendCsp(nonce: string, mapOrigins: string[], secure: boolean): string {
  const directives = {
    ...portalDirectives(mapOrigins, secure),
    styleSrc: ["'self'", `'nonce-${nonce}'`],
    styleSrcElem: ["'self'", `'nonce-${nonce}'`],
    styleSrcAttr: ["'unsafe-inline'"],
  };
  return Object.entries(directives)
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '),
    )
    .join('; ');
}

/**
 * Security headers with a strict Content-Security-Policy: scripts only from this origin, no
 * framing, no plugins. Inline style attributes stay allowed because React sets some.
 */
function portalDirectives(mapOrigins: string[], secure: boolean): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...mapOrigins],
    mediaSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    childSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(secure ? { upgradeInsecureRequests: [] } : {}),
  };
}

export const securityPlugin = fp<{ secure: boolean; mapOrigins: string[] }>(async (app, opts) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: portalDirectives(opts.mapOrigins, opts.secure),
    },
    // The portal embeds cross-origin map tiles and posters; COEP would block them.
    crossOriginEmbedderPolicy: false,
    hsts: opts.secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Only "near me" asks for a browser feature; nothing else may, here or in a frame.
    reply.header('Permissions-Policy', permissionsPolicy);
    // Answers for one person (a session, or a cookie being set) stay out of every cache:
    // shared proxies, and the browser's own after logout.
    const personal = Boolean(request.session) || reply.hasHeader('set-cookie');
    if (request.url.startsWith('/api/') && personal && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
});

const permissionsPolicy = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');
