ALTER TABLE "projects" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "request_digest" text;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_user_idempotency_key_idx" ON "projects" USING btree ("user_id","idempotency_key");