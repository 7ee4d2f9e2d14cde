CREATE TABLE "budget_ballots" (
	"budget_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"project_ids" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_ballots_budget_id_user_id_pk" PRIMARY KEY("budget_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "budget_codes" (
	"budget_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" integer,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "budget_codes_budget_id_code_hash_pk" PRIMARY KEY("budget_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "budget_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"budget_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"feasible" boolean,
	"explanation" text,
	"support_count" integer DEFAULT 0 NOT NULL,
	"ballots" integer DEFAULT 0 NOT NULL,
	"won" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_projects_price_nonnegative" CHECK ("budget_projects"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "budget_supports" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_supports_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"total" bigint NOT NULL,
	"phase" text DEFAULT 'accepting' NOT NULL,
	"requires_verification" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_total_positive" CHECK ("budgets"."total" > 0)
);
--> statement-breakpoint
ALTER TABLE "budget_ballots" ADD CONSTRAINT "budget_ballots_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_ballots" ADD CONSTRAINT "budget_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_codes" ADD CONSTRAINT "budget_codes_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_codes" ADD CONSTRAINT "budget_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_projects" ADD CONSTRAINT "budget_projects_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_projects" ADD CONSTRAINT "budget_projects_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_supports" ADD CONSTRAINT "budget_supports_project_id_budget_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."budget_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_supports" ADD CONSTRAINT "budget_supports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_ballots_user_idx" ON "budget_ballots" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_codes_user_key" ON "budget_codes" USING btree ("budget_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_projects_statement_key" ON "budget_projects" USING btree ("budget_id","statement_id");--> statement-breakpoint
CREATE INDEX "budget_projects_statement_idx" ON "budget_projects" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "budget_supports_user_idx" ON "budget_supports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "budgets_created_idx" ON "budgets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);