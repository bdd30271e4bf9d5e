CREATE TABLE "sow_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sow_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"project_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sow_downloads_type_known" CHECK ("sow_downloads"."document_type" in ('pdf', 'html'))
);
--> statement-breakpoint
CREATE TABLE "sow_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sow_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"issued_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sow_downloads" ADD CONSTRAINT "sow_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_downloads" ADD CONSTRAINT "sow_downloads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sow_versions" ADD CONSTRAINT "sow_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sow_downloads_created_idx" ON "sow_downloads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sow_downloads_project_idx" ON "sow_downloads" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sow_versions_project_version_unique" ON "sow_versions" USING btree ("project_id","version");