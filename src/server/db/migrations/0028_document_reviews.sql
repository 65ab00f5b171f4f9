CREATE TABLE "document_reviews" (
	"viewer_user_id" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reviews_viewer_user_id_owner_user_id_kind_pk" PRIMARY KEY("viewer_user_id","owner_user_id","kind"),
	CONSTRAINT "document_reviews_kind_check" CHECK ("document_reviews"."kind" in ('cashflow', 'businessPlan', 'businessSurvey'))
);
--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_reviews_owner_idx" ON "document_reviews" USING btree ("owner_user_id");