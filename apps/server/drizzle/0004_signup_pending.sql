ALTER TABLE "user_tokens" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD COLUMN "pending_name" text;