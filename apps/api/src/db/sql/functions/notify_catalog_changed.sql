-- Every change of what the public catalogue answers are made from tells the listening processes
-- at commit (NOTIFY is transactional, and repeats within one transaction fold into one), so each
-- process's catalogue cache is cleared whoever made the change: the admin, a checkout's stock, a
-- CSV import, a script in psql.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;
