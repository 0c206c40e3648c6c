import type { Db } from './database.ts';

/**
 * A statement of fixed shape, built once for each database and reused: drizzle's `prepare` keeps its
 * SQL text and, on PostgreSQL, node-postgres parses a named statement once per connection. For the
 * hot reads of a page (a recipe, its comments, the caller's session): building the recipe's select
 * took about 250 µs of CPU each time, a prepared one's run about 1 µs (bench/README.md, "Fewer
 * statements a request"). Its values are placeholders (`sql.placeholder`), given to `execute`.
 *
 * Kept per database object, so each app (and each test's) has its own. A transaction is a database
 * object of its own: one passed here gets a statement built for it alone, correct but not reused.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
