CREATE TABLE "board_email_invites" (
	"board_id" bigint NOT NULL,
	"email" text NOT NULL,
	"inviter_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_invite_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"board_id" bigint NOT NULL,
	"inviter_id" bigint NOT NULL,
	"channel" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_invite_codes_channel_check" CHECK ("board_invite_codes"."channel" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "board_invite_redemptions" (
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_invite_redemptions_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
ALTER TABLE "board_collaborators" ADD COLUMN "inviter_id" bigint;--> statement-breakpoint
ALTER TABLE "board_collaborators" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "collaborators_can_invite" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "board_email_invites" ADD CONSTRAINT "board_email_invites_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_email_invites" ADD CONSTRAINT "board_email_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_invite_codes" ADD CONSTRAINT "board_invite_codes_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_invite_codes" ADD CONSTRAINT "board_invite_codes_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_invite_redemptions" ADD CONSTRAINT "board_invite_redemptions_code_board_invite_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."board_invite_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_invite_redemptions" ADD CONSTRAINT "board_invite_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_email_invites_board_email_idx" ON "board_email_invites" USING btree ("board_id",lower("email"));--> statement-breakpoint
CREATE INDEX "board_email_invites_email_idx" ON "board_email_invites" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "board_invite_codes_board_idx" ON "board_invite_codes" USING btree ("board_id","created_at");--> statement-breakpoint
ALTER TABLE "board_collaborators" ADD CONSTRAINT "board_collaborators_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Rows written before invites existed: 'accepted' ones are collaborators since they were made; any other status is dropped.
DELETE FROM "board_collaborators" WHERE "status" NOT IN ('invited', 'accepted');--> statement-breakpoint
UPDATE "board_collaborators" SET "accepted_at" = "created_at" WHERE "status" = 'accepted';--> statement-breakpoint
ALTER TABLE "board_collaborators" ADD CONSTRAINT "board_collaborators_status_check" CHECK ("board_collaborators"."status" in ('invited', 'accepted'));