CREATE TRIGGER order_lines_report_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_on_order_lines_changed();
