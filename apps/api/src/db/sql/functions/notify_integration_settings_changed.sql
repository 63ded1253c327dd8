-- Every change of the saved integration settings tells the listening processes at commit, so each
-- process drops the configuration it resolved and reads the new one, whoever made the change: the
-- admin, another server process, a script in psql.
CREATE OR REPLACE FUNCTION notify_integration_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('integration_settings_changed', '');
  RETURN NULL;
END;
$$;
