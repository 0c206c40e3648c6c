-- The language an account chose on /perfil (issue 35): null follows each device's choice, else its
-- browser's.
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" in ('ca', 'es', 'en'));