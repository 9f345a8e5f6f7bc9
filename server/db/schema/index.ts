// Every table, for the Drizzle client and the code that queries them. The files of this folder
// import one another downwards only (columns ← geo, accounts ← offers ← summer; accounts ← shop
// ← content) and never this index, so the schema has no import cycle.
export * from './accounts.ts';
export * from './backend.ts';
export * from './content.ts';
export * from './geo.ts';
export * from './mail.ts';
export * from './media.ts';
export * from './newsletter.ts';
export * from './offers.ts';
export * from './peptalk.ts';
export * from './shop.ts';
export * from './summer.ts';
