CREATE TABLE "pin_reactions" (
	"pin_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reaction_type" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_reactions_pin_id_user_id_pk" PRIMARY KEY("pin_id","user_id"),
	CONSTRAINT "pin_reactions_type_check" CHECK ("pin_reactions"."reaction_type" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "pin_reactions" ADD CONSTRAINT "pin_reactions_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_reactions" ADD CONSTRAINT "pin_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_reactions_pin_type_idx" ON "pin_reactions" USING btree ("pin_id","reaction_type");