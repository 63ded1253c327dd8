-- The card facts are part of what the public catalogue answers are made from: a change to them
-- (a price history row written directly, say) clears every process's catalogue cache too.
CREATE TRIGGER product_card_facts_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_card_facts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
