CREATE TABLE "sow_renders" (
	"key" text PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sow_renders" ADD CONSTRAINT "sow_renders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sow_renders_project_idx" ON "sow_renders" USING btree ("project_id","created_at");