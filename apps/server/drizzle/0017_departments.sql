CREATE TABLE "department_categories" (
	"department_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "department_categories_department_id_category_id_pk" PRIMARY KEY("department_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "department_members" (
	"department_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_members_department_id_user_id_pk" PRIMARY KEY("department_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"area_municipality" text,
	"area_polygon" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_one_area" CHECK ("departments"."area_municipality" IS NULL OR "departments"."area_polygon" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "statement_timeline" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statement_timeline_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"answer" text,
	"department_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "department_id" integer;--> statement-breakpoint
ALTER TABLE "department_categories" ADD CONSTRAINT "department_categories_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_categories" ADD CONSTRAINT "department_categories_category_id_master_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."master_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_timeline" ADD CONSTRAINT "statement_timeline_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_timeline" ADD CONSTRAINT "statement_timeline_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_categories_category_idx" ON "department_categories" USING btree ("category_id","department_id");--> statement-breakpoint
CREATE INDEX "department_members_user_idx" ON "department_members" USING btree ("user_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_key" ON "departments" USING btree ("name");--> statement-breakpoint
CREATE INDEX "statement_timeline_statement_idx" ON "statement_timeline" USING btree ("statement_id","created_at","id");--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statements_department_idx" ON "statements" USING btree ("department_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "statements"."hidden_at" IS NULL;--> statement-breakpoint
-- Every statement's timeline opens with its 受付 (received) step, whoever inserts the row: the app
-- (with the department routed to), the demo seed, the bench's generator (issue 32).
CREATE FUNCTION statement_received() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statement_timeline (statement_id, kind, status, department_id, created_at)
  VALUES (NEW.id, 'received', 'open', NEW.department_id, NEW.created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER statements_received AFTER INSERT ON statements
  FOR EACH ROW EXECUTE FUNCTION statement_received();--> statement-breakpoint
-- The statements already there: received when posted, then each status change the action log
-- kept (with its official answer); an answer the log does not know of, at its time.
INSERT INTO statement_timeline (statement_id, kind, status, created_at)
SELECT id, 'received', 'open', created_at FROM statements;--> statement-breakpoint
INSERT INTO statement_timeline (statement_id, kind, status, answer, created_at)
SELECT l.target_id, 'status', l.details->>'to', l.reason, l.created_at
FROM moderation_log l JOIN statements s ON s.id = l.target_id
WHERE l.action = 'status_change' AND l.target_type = 'statement'
  AND l.details->>'to' IN ('open', 'under_review', 'in_progress', 'done', 'declined');--> statement-breakpoint
INSERT INTO statement_timeline (statement_id, kind, status, answer, created_at)
SELECT s.id, 'status', s.status, s.answer, s.answered_at
FROM statements s
WHERE s.answered_at IS NOT NULL AND NOT EXISTS (
  SELECT FROM moderation_log l
  WHERE l.action = 'status_change' AND l.target_type = 'statement' AND l.target_id = s.id
);
