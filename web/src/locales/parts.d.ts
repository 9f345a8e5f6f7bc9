// Cut from de.json / en.json at build time (vite.config.ts, lib/message-parts.ts).
declare module '*/locales/de/shell.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/content.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/designSystem.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/auth.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/accounts.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/offers.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/shell.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/content.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/designSystem.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/auth.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/accounts.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/offers.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/summer.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/summer.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/shop.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/shop.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/statistics.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/develop.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/peptalk.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/statistics.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/develop.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/peptalk.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/summerCourse.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/newsletter.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/spotter.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/summerCourse.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/newsletter.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/spotter.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/contact.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/contact.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
