-- The Romanian calendar day of an instant (Europe/Bucharest, as lib/shop-day.ts bounds days): the
-- day a sale or a refund counts on in the reports' summaries (docs/decisions/056, 064).
CREATE OR REPLACE FUNCTION report_shop_day(at timestamp with time zone) RETURNS date
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'Europe/Bucharest')::date
$$;
