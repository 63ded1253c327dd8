CREATE TRIGGER order_lines_report_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_on_order_lines_changed();
