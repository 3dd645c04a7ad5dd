CREATE TYPE "public"."digest_frequency" AS ENUM('hourly', 'daily', 'weekly');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'new_requests';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'answers';--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"digest_frequency" "digest_frequency" DEFAULT 'hourly' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;