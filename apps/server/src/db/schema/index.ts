// The whole schema: drizzle-kit reads it to generate migrations, and the Db type carries it for typed queries.
export * from './users.ts';
export * from './verification.ts';
export * from './catalog.ts';
export * from './recipes.ts';
export * from './social.ts';
export * from './follows.ts';
export * from './cooksnaps.ts';
export * from './reports.ts';
export * from './folders.ts';
export * from './preferences.ts';
export * from './lives.ts';
export * from './media.ts';
export * from './audit.ts';
export * from './planning.ts';
export * from './imports.ts';
export * from './data-versions.ts';
export * from './relations.ts';
