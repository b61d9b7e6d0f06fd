CREATE TABLE "data_versions" (
	"scope" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_versions_scope_slot_pk" PRIMARY KEY("scope","slot")
);
--> statement-breakpoint
-- Data versions for the answer cache (src/lib/answer-cache.ts, src/db/schema/versions.ts). Every
-- statement that changes rows an answer is built from gives each account it touched (or the
-- reference data) a new number in the writing connection's slot. The number is drawn in DO UPDATE,
-- after the slot's row lock is taken, and the lock is held to commit: each slot only grows, in
-- commit order, so the sum of a scope's slots grows with every committed change.
CREATE SEQUENCE "data_version_seq";--> statement-breakpoint
CREATE FUNCTION "bump_data_versions"(scopes uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO data_versions AS d (scope, slot, version)
  SELECT s, (pg_backend_pid() % 16)::smallint, nextval('data_version_seq')
  FROM (SELECT DISTINCT s FROM unnest(scopes) AS u(s) WHERE s IS NOT NULL ORDER BY s) AS t
  ON CONFLICT (scope, slot) DO UPDATE SET version = nextval('data_version_seq')
$$;--> statement-breakpoint
CREATE FUNCTION "data_changed_by_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY(SELECT account_id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "data_changed_by_account_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY(SELECT account_id FROM old_rows UNION SELECT account_id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "data_changed_by_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "data_changed_by_id_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY(SELECT id FROM old_rows UNION SELECT id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "data_changed_by_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY(SELECT a.id FROM accounts a WHERE a.user_id IN (SELECT id FROM changed_rows)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "data_changed_by_user_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY(SELECT a.id FROM accounts a WHERE a.user_id IN (SELECT id FROM old_rows UNION SELECT id FROM changed_rows)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "data_changed_globally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_versions(ARRAY['00000000-0000-0000-0000-000000000000'::uuid]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A transition table serves one event per trigger: three triggers per table. `accounts` is keyed by
-- its id, `users` by the accounts they own; every table with an account_id by that column, except
-- `payment_orders`: only the payments module reads it, and none of its answers is cached (the top-up
-- writes it twice per request; test/answer-cache.test.ts holds that rule).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname AS name,
      CASE c.relname WHEN 'accounts' THEN 'data_changed_by_id' WHEN 'users' THEN 'data_changed_by_user' ELSE 'data_changed_by_account' END AS fn
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> 'payment_orders'
      AND (c.relname IN ('accounts', 'users') OR EXISTS (
        SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'account_id' AND NOT a.attisdropped))
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.name || '_version_ins', t.name, t.fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.name || '_version_upd', t.name, t.fn || '_update');
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.name || '_version_del', t.name, t.fn);
  END LOOP;
  FOR t IN SELECT unnest(ARRAY['cities', 'bus_types']) AS name LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_changed_globally()', t.name || '_version', t.name);
  END LOOP;
END $$;
