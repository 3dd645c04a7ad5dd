CREATE TABLE "lender_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	CONSTRAINT "lender_invitations_email_lower" CHECK ("lender_invitations"."email" = lower(btrim("lender_invitations"."email")))
);
--> statement-breakpoint
CREATE TABLE "lender_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "lender_invitations" ADD CONSTRAINT "lender_invitations_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_invitations" ADD CONSTRAINT "lender_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_invitations" ADD CONSTRAINT "lender_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_invitations" ADD CONSTRAINT "lender_invitations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_members" ADD CONSTRAINT "lender_members_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_members" ADD CONSTRAINT "lender_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_members" ADD CONSTRAINT "lender_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_members" ADD CONSTRAINT "lender_members_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lender_invitations_token_key" ON "lender_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_invitations_open_key" ON "lender_invitations" USING btree ("lender_id","email") WHERE "lender_invitations"."accepted_at" IS NULL AND "lender_invitations"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lender_members_active_user_key" ON "lender_members" USING btree ("user_id") WHERE "lender_members"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "lender_members_lender_idx" ON "lender_members" USING btree ("lender_id");--> statement-breakpoint
ALTER TABLE "loan_submissions" ADD CONSTRAINT "loan_submissions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Answers written before seats were the owner's: the one account a lender record had.
UPDATE "loan_submissions" AS s SET "answered_by" = l."user_id" FROM "lenders" AS l WHERE l."id" = s."lender_id" AND s."answered_at" IS NOT NULL AND s."answered_by" IS NULL;
