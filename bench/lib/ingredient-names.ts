/**
 * For the data generators' bulk loads of recipe_ingredients. The counting triggers (migration
 * 0006) would keep every loaded row in a transition table (4.5M rows at 1,000,000 recipes, spilled
 * to temporary files) and count them inside the load; a generator loads with them off instead,
 * then counts ingredient_names in one pass over the loaded table. At 100,000 recipes (450,000
 * rows) both ways took the same 6-7 s on PostgreSQL: the triggers were never the slow part.
 */

/**
 * `insert` (into recipe_ingredients) with the table's own triggers off. One text, hence one
 * transaction (a query of several statements is atomic), so a failed load never leaves them off.
 * DISABLE TRIGGER USER spares the foreign-key triggers: the load is checked as before.
 */
export const withoutCountingTriggers = (insert: string) =>
  `alter table recipe_ingredients disable trigger user;
   ${insert};
   alter table recipe_ingredients enable trigger user`;

/**
 * What the triggers would have counted, in one pass over recipe_ingredients (an empty
 * ingredient_names): the names of published recipes only (migration 0008).
 */
export const COUNT_INGREDIENT_NAMES = `insert into ingredient_names (name, uses)
   select lower(btrim(ri.name)), count(*)
     from recipe_ingredients ri join recipes r on r.id = ri.recipe_id and r.status = 'published'
    group by 1`;
