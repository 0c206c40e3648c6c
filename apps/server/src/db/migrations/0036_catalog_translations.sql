ALTER TABLE "categories" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "cuisines" ADD COLUMN "country_es" text;--> statement-breakpoint
ALTER TABLE "cuisines" ADD COLUMN "country_en" text;--> statement-breakpoint
-- The demo catalogue's translations (src/seed/data/catalog.ts) for a database seeded before them.
UPDATE "categories" SET "name_es" = t.es, "name_en" = t.en FROM (VALUES
  ('Arrossos', 'Arroces', 'Rice dishes'),
  ('Pasta', 'Pasta', 'Pasta'),
  ('Postres', 'Postres', 'Desserts'),
  ('Vegetarià', 'Vegetariano', 'Vegetarian'),
  ('Esmorzars', 'Desayunos', 'Breakfasts'),
  ('Sopes i cremes', 'Sopas y cremas', 'Soups'),
  ('Carns', 'Carnes', 'Meat'),
  ('Peix i marisc', 'Pescado y marisco', 'Fish and seafood'),
  ('Amanides', 'Ensaladas', 'Salads'),
  ('Entrants', 'Entrantes', 'Starters')
) AS t(ca, es, en) WHERE "categories"."name" = t.ca AND "categories"."name_es" IS NULL AND "categories"."name_en" IS NULL;--> statement-breakpoint
UPDATE "cuisines" SET "country_es" = t.es, "country_en" = t.en FROM (VALUES
  ('Catalunya', 'Cataluña', 'Catalonia'),
  ('Espanya', 'España', 'Spain'),
  ('Itàlia', 'Italia', 'Italy'),
  ('França', 'Francia', 'France'),
  ('Japó', 'Japón', 'Japan'),
  ('Xina', 'China', 'China'),
  ('Índia', 'India', 'India'),
  ('Mèxic', 'México', 'Mexico'),
  ('Tailàndia', 'Tailandia', 'Thailand'),
  ('Grècia', 'Grecia', 'Greece'),
  ('Marroc', 'Marruecos', 'Morocco'),
  ('Estats Units', 'Estados Unidos', 'United States'),
  ('Perú', 'Perú', 'Peru'),
  ('Líban', 'Líbano', 'Lebanon')
) AS t(ca, es, en) WHERE "cuisines"."country" = t.ca AND "cuisines"."country_es" IS NULL AND "cuisines"."country_en" IS NULL;
