-- The shopping list (items, the recipes' shares, the household) and the meal planner with its calendar feed (issue 30).
CREATE TABLE "meal_plan_calendars" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_calendars_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "meal_plan_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"meal" text NOT NULL,
	"recipe_id" integer NOT NULL,
	"servings" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"aisle" text NOT NULL,
	"amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_members" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_members_list_id_user_id_pk" PRIMARY KEY("list_id","user_id"),
	CONSTRAINT "shopping_list_members_user_key" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_list_shares" (
	"item_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"servings" integer NOT NULL,
	"amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "shopping_list_shares_item_id_recipe_id_pk" PRIMARY KEY("item_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_lists_owner_key" UNIQUE("owner_id")
);
--> statement-breakpoint
ALTER TABLE "meal_plan_calendars" ADD CONSTRAINT "meal_plan_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_members" ADD CONSTRAINT "shopping_list_members_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_members" ADD CONSTRAINT "shopping_list_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_shares" ADD CONSTRAINT "shopping_list_shares_item_id_shopping_list_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."shopping_list_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_shares" ADD CONSTRAINT "shopping_list_shares_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_entries_user_date_idx" ON "meal_plan_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "shopping_list_items_list_idx" ON "shopping_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "shopping_list_items_key_idx" ON "shopping_list_items" USING btree ("list_id","key");--> statement-breakpoint
CREATE INDEX "shopping_list_shares_recipe_idx" ON "shopping_list_shares" USING btree ("recipe_id");