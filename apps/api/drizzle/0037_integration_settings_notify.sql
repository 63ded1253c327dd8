-- From src/db/sql: functions/notify_integration_settings_changed.sql, triggers/integration_settings.integration_settings_changed.sql
-- Every change of the saved integration settings tells the listening processes at commit, so each
-- process drops the configuration it resolved and reads the new one, whoever made the change: the
-- admin, another server process, a script in psql.
CREATE OR REPLACE FUNCTION notify_integration_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('integration_settings_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "integration_settings_changed" ON "integration_settings";
--> statement-breakpoint
CREATE TRIGGER integration_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON integration_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_integration_settings_changed();
