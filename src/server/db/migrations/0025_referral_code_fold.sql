-- Referral codes are compared as people read and type them (issue #38 §9; ADR 0017, amended): in
-- any case, with the look-alikes folded, O = 0 and I = L = 1 (src/shared/referral-code.ts). The
-- unique index moves from upper(code) to that folded form, so no two codes differ by those alone.
--
-- Codes that already differ only by look-alikes (possible only among codes made before ADR 0017's
-- alphabet) cannot be folded without sending one owner's sign-ups to the other, and renaming one
-- breaks its printed links: the migration does not guess. It stops, naming each group, oldest first;
-- rename or delete all but one of each group in referral_codes (and the users.referral_code naming
-- it), then start Compass again.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(codes, '; ') INTO clashes FROM (
    SELECT string_agg(code, ', ' ORDER BY created_at, code) AS codes
    FROM referral_codes
    GROUP BY translate(upper(code), 'OIL', '011')
    HAVING count(*) > 1
  ) AS groups;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Referral codes that differ only by look-alike characters (O and 0, I, L and 1) cannot stay apart: %. Rename or delete all but one of each group in referral_codes, then start Compass again.', clashes;
  END IF;
END $$;--> statement-breakpoint
DROP INDEX "referral_codes_upper_code_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_folded_code_idx" ON "referral_codes" USING btree (translate(upper("code"), 'OIL', '011'));
