// Cut from de.json / en.json at build time (vite.config.ts, lib/message-parts.ts).
declare module '*/locales/de/shell.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/de/screens.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/shell.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*/locales/en/screens.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
