CREATE TRIGGER integration_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON integration_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_integration_settings_changed();
