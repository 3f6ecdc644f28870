-- What a spent token was spent on: a digest of the submission (its form, key and values), keyed
-- with the token itself, which is not kept. The same submission sent again with the token (its
-- first answer lost on the way back, say a COMMIT whose reply never arrived) is answered as the
-- first was and stores nothing again; anything else with the token is refused. Null for a token
-- spent before this column, which is refused as before.
ALTER TABLE spent_tokens ADD COLUMN submission text;
