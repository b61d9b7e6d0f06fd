-- One new data version per scope and transaction (docs/performance.md "One version bump per
-- transaction"). Until now every statement that changed a scope's rows drew a new number and wrote
-- the slot's row again: publishing a deal (campaigns, then campaign_services) wrote it twice, the
-- commission update's upsert four times (its INSERT and its UPDATE trigger, per table). The
-- versions only have to differ once the transaction commits, and its first bump already holds the
-- slot's row lock to commit, so the later bumps of the same scope change nothing a reader can see.
-- The scopes a transaction has bumped are kept in a transaction-local setting: it ends with the
-- transaction, and rolling back to a savepoint restores it along with the slot's row, so a scope
-- whose bump was rolled back is bumped again by its next change.
CREATE OR REPLACE FUNCTION "bump_data_versions"(scopes uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('oc.bumped_scopes', true), '');
  fresh uuid[];
BEGIN
  -- EXCEPT (hashed, duplicates removed) rather than a search of the string per scope: a transaction
  -- touching thousands of accounts in several statements stays linear.
  SELECT array_agg(s ORDER BY s) INTO fresh
  FROM (
    SELECT s FROM unnest(scopes) AS u(s) WHERE s IS NOT NULL
    EXCEPT
    SELECT b::uuid FROM unnest(string_to_array(nullif(rtrim(bumped), ''), ' ')) AS b
  ) AS t;
  IF fresh IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO data_versions AS d (scope, slot, version)
  SELECT s, (pg_backend_pid() % 16)::smallint, nextval('data_version_seq')
  FROM unnest(fresh) WITH ORDINALITY AS f(s, n) ORDER BY n
  ON CONFLICT (scope, slot) DO UPDATE SET version = nextval('data_version_seq');
  PERFORM set_config('oc.bumped_scopes', bumped || array_to_string(fresh, ' ') || ' ', true);
END $$;
