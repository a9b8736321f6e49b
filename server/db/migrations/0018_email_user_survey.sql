ALTER TABLE "mail_unsubscribes" ADD COLUMN "survey_reason" text;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD COLUMN "survey_comment" text;