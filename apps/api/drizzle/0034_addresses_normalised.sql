-- Addresses typed before decision 049 (docs/decisions/049-addresses-for-invoices.md), brought to
-- the shape the checkout, the address book and the companies now store: the county by its
-- canonical name ("Cluj", "București": findCounty(...).name in packages/shared/src/romania.ts) and,
-- in București, the sector as the locality ("Sector 3": RO e-Factura's BR-RO-101), read from the
-- locality ("sectorul 3", "S3", "București, sector 3") or, for a bare "București", from a
-- București postal code (0S····, S the sector).
--
-- Rows it cannot fix keep what they had (an unknown county; a București locality that names no
-- sector, with a postal code outside București) and are counted in a NOTICE at the end: the
-- demo data has none; a live shop's are found again with the query in decision 049. Orders'
-- addresses are snapshots: only their spelling changes here, never the place (decision 049 says
-- why that is no rewrite of history). Issued invoices keep their frozen documents.
--
-- The two helpers live in pg_temp, gone with the session; apps/api/src/db/addresses-migration.test.ts
-- runs this file again on sample rows and checks it against the shared TypeScript rules.
CREATE FUNCTION pg_temp.canonical_county(input text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT name FROM (VALUES
    ('alba', 'Alba'), ('ab', 'Alba'), ('arad', 'Arad'), ('ar', 'Arad'),
    ('arges', 'Argeș'), ('ag', 'Argeș'), ('bacau', 'Bacău'), ('bc', 'Bacău'),
    ('bihor', 'Bihor'), ('bh', 'Bihor'), ('bistritanasaud', 'Bistrița-Năsăud'), ('bn', 'Bistrița-Năsăud'),
    ('botosani', 'Botoșani'), ('bt', 'Botoșani'), ('braila', 'Brăila'), ('br', 'Brăila'),
    ('brasov', 'Brașov'), ('bv', 'Brașov'), ('bucuresti', 'București'), ('b', 'București'),
    ('buzau', 'Buzău'), ('bz', 'Buzău'), ('calarasi', 'Călărași'), ('cl', 'Călărași'),
    ('carasseverin', 'Caraș-Severin'), ('cs', 'Caraș-Severin'), ('cluj', 'Cluj'), ('cj', 'Cluj'),
    ('constanta', 'Constanța'), ('ct', 'Constanța'), ('covasna', 'Covasna'), ('cv', 'Covasna'),
    ('dambovita', 'Dâmbovița'), ('db', 'Dâmbovița'), ('dolj', 'Dolj'), ('dj', 'Dolj'),
    ('galati', 'Galați'), ('gl', 'Galați'), ('giurgiu', 'Giurgiu'), ('gr', 'Giurgiu'),
    ('gorj', 'Gorj'), ('gj', 'Gorj'), ('harghita', 'Harghita'), ('hr', 'Harghita'),
    ('hunedoara', 'Hunedoara'), ('hd', 'Hunedoara'), ('ialomita', 'Ialomița'), ('il', 'Ialomița'),
    ('iasi', 'Iași'), ('is', 'Iași'), ('ilfov', 'Ilfov'), ('if', 'Ilfov'),
    ('maramures', 'Maramureș'), ('mm', 'Maramureș'), ('mehedinti', 'Mehedinți'), ('mh', 'Mehedinți'),
    ('mures', 'Mureș'), ('ms', 'Mureș'), ('neamt', 'Neamț'), ('nt', 'Neamț'),
    ('olt', 'Olt'), ('ot', 'Olt'), ('prahova', 'Prahova'), ('ph', 'Prahova'),
    ('salaj', 'Sălaj'), ('sj', 'Sălaj'), ('satumare', 'Satu Mare'), ('sm', 'Satu Mare'),
    ('sibiu', 'Sibiu'), ('sb', 'Sibiu'), ('suceava', 'Suceava'), ('sv', 'Suceava'),
    ('teleorman', 'Teleorman'), ('tr', 'Teleorman'), ('timis', 'Timiș'), ('tm', 'Timiș'),
    ('tulcea', 'Tulcea'), ('tl', 'Tulcea'), ('valcea', 'Vâlcea'), ('vl', 'Vâlcea'),
    ('vaslui', 'Vaslui'), ('vs', 'Vaslui'), ('vrancea', 'Vrancea'), ('vn', 'Vrancea'),
    ('municipiulbucuresti', 'București'), ('bucharest', 'București')
  ) AS county(key, name)
  WHERE key = lower(regexp_replace(shop_unaccent(input), '[^A-Za-z0-9]', '', 'g'))
$$;
--> statement-breakpoint
-- normalizeLocality's rule: the named sector, else the postal code's for a bare "București", else
-- null (for a county other than București: the locality as it is).
CREATE FUNCTION pg_temp.address_locality(county text, city text, postal_code text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN pg_temp.canonical_county(county) IS DISTINCT FROM 'București' THEN city
    WHEN named IS NOT NULL THEN 'Sector ' || named
    WHEN regexp_replace(lower(regexp_replace(shop_unaccent(city), '[^A-Za-z0-9]', '', 'g')), '^(municipiul|mun)', '')
           IN ('bucuresti', 'bucharest')
         AND btrim(postal_code) ~ '^0[1-6][0-9]{4}$'
      THEN 'Sector ' || substr(btrim(postal_code), 2, 1)
    ELSE NULL
  END
  FROM (SELECT substring(lower(shop_unaccent(city))
          FROM '(?:^|[^a-z])(?:sector(?:ul)?|sect\.?|s\.?)\s*[-:.]?\s*([1-6])(?![0-9])') AS named) AS parsed
$$;
--> statement-breakpoint
UPDATE customer_addresses
   SET county = coalesce(pg_temp.canonical_county(county), county),
       city = coalesce(pg_temp.address_locality(county, city, postal_code), city)
 WHERE county IS DISTINCT FROM coalesce(pg_temp.canonical_county(county), county)
    OR city IS DISTINCT FROM coalesce(pg_temp.address_locality(county, city, postal_code), city);
--> statement-breakpoint
UPDATE customer_companies
   SET county = coalesce(pg_temp.canonical_county(county), county),
       city = coalesce(pg_temp.address_locality(county, city, postal_code), city)
 WHERE county IS DISTINCT FROM coalesce(pg_temp.canonical_county(county), county)
    OR city IS DISTINCT FROM coalesce(pg_temp.address_locality(county, city, postal_code), city);
--> statement-breakpoint
UPDATE orders
   SET delivery_county = coalesce(pg_temp.canonical_county(delivery_county), delivery_county),
       delivery_city = coalesce(pg_temp.address_locality(delivery_county, delivery_city, delivery_postal_code), delivery_city)
 WHERE delivery_county IS DISTINCT FROM coalesce(pg_temp.canonical_county(delivery_county), delivery_county)
    OR delivery_city IS DISTINCT FROM
       coalesce(pg_temp.address_locality(delivery_county, delivery_city, delivery_postal_code), delivery_city);
--> statement-breakpoint
UPDATE orders
   SET billing_county = coalesce(pg_temp.canonical_county(billing_county), billing_county),
       billing_city = coalesce(pg_temp.address_locality(billing_county, billing_city, billing_postal_code), billing_city)
 WHERE billing_county IS NOT NULL AND billing_city IS NOT NULL AND billing_postal_code IS NOT NULL
   AND (billing_county IS DISTINCT FROM coalesce(pg_temp.canonical_county(billing_county), billing_county)
     OR billing_city IS DISTINCT FROM
        coalesce(pg_temp.address_locality(billing_county, billing_city, billing_postal_code), billing_city));
--> statement-breakpoint
UPDATE shop_settings
   SET registered_county = coalesce(pg_temp.canonical_county(registered_county), registered_county),
       registered_city = coalesce(
         pg_temp.address_locality(registered_county, registered_city, registered_postal_code), registered_city)
 WHERE registered_county <> ''
   AND (registered_county IS DISTINCT FROM coalesce(pg_temp.canonical_county(registered_county), registered_county)
     OR registered_city IS DISTINCT FROM
        coalesce(pg_temp.address_locality(registered_county, registered_city, registered_postal_code), registered_city));
--> statement-breakpoint
DO $$
DECLARE
  left_as_they_were integer;
BEGIN
  SELECT count(*) INTO left_as_they_were FROM (
    SELECT county, city, postal_code FROM customer_addresses
    UNION ALL SELECT county, city, postal_code FROM customer_companies
    UNION ALL SELECT delivery_county, delivery_city, delivery_postal_code FROM orders
    UNION ALL SELECT billing_county, billing_city, billing_postal_code FROM orders WHERE billing_county IS NOT NULL
    UNION ALL SELECT registered_county, registered_city, registered_postal_code FROM shop_settings
      WHERE registered_county <> ''
  ) AS address(county, city, postal_code)
  WHERE pg_temp.canonical_county(county) IS NULL
     OR pg_temp.address_locality(county, city, postal_code) IS NULL;
  RAISE NOTICE 'addresses normalised; % left as they were (unknown county, or București without a sector)',
    left_as_they_were;
END
$$;
--> statement-breakpoint
DROP FUNCTION pg_temp.address_locality(text, text, text);
--> statement-breakpoint
DROP FUNCTION pg_temp.canonical_county(text);
