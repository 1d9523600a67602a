-- Pay, work mode and cities as Indian listings write them (issue #41): the filter columns recomputed for rows
-- written before, with the rules of lib/listings/pay.ts, work-mode.ts and cities.ts in SQL. No schema change.
-- tests/facets-backfill.int.test.ts runs these functions on every phrasing the unit tests name and on the seed.

-- A salary or budget as the rules read it: lower case, dashes as "-", no digit-grouping commas or "/-", rupees
-- written "₹ ", and no foreign amounts, lengths of time ("for 6 months") or percentages.
CREATE OR REPLACE FUNCTION pg_temp.facet_pay_text(t TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    lower(t),
    '[‒–—―−]', '-', 'g'),
    '(\d),(?=\d)', '\1', 'g'),
    '/-', ' ', 'g'),
    '₹|\yrs\.?(?=[\s\d])|\yinr(?=[\s\d.])|\yrupees?\y', '₹ ', 'g'),
    '(?:[$€£]|\y(?:usd|eur|gbp|aed|sgd)\y)\s*\d[\d.]*\s*k?|\d[\d.]*\s*k?\s*(?:usd|eur|gbp|dollars?|euros?)\y', ' ', 'g'),
    '\d+(?:\.\d+)?(?:\s*(?:-|to)\s*\d+(?:\.\d+)?)?\s*[-+]?\s*(?:months?|mos?|mths?|weeks?|wks?|days?|years?|yrs?|hours?|hrs?)\y|\d+(?:\.\d+)?\s*%', ' ', 'g')
$$;

-- The period the first words saying how often in a text name, else NULL.
CREATE OR REPLACE FUNCTION pg_temp.facet_pay_period(t TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT CASE WHEN m[1] IS NOT NULL THEN 'year' WHEN m[2] IS NOT NULL THEN 'month' WHEN m[3] IS NOT NULL THEN 'week'
    WHEN m[4] IS NOT NULL THEN 'day' WHEN m[5] IS NOT NULL THEN 'hour' END
  FROM regexp_match(t,
    '(per\s*(?:annum|anum|year|yr)\y|/\s*(?:annum|year|yr)\y|\yp\.?\s?a\y|\y(?:annual(?:ly)?|yearly|ctc)\y|\ya\s+year\y)'
    '|(per\s*(?:month|mon|mth|mo)\y|/\s*(?:month|mon|mth|mo|m)\y|\yp\.?\s?m\y|\ymonthly\y|\ya\s+month\y)'
    '|(per\s*(?:week|wk)\y|/\s*(?:week|wk)\y|\yweekly\y|\ya\s+week\y)'
    '|(per\s*(?:day|diem)\y|/\s*day\y|\ydaily\y|\ya\s+day\y)'
    '|(per\s*(?:hour|hr)\y|/\s*(?:hour|hr|h)\y|\yhourly\y|\yan?\s+hour\y)') AS m
$$;

-- Rupees a unit stands for: k, lakh (L, LPA, lac), crore.
CREATE OR REPLACE FUNCTION pg_temp.facet_multiplier(unit TEXT) RETURNS NUMERIC LANGUAGE SQL IMMUTABLE AS $$
  SELECT CASE WHEN unit IS NULL THEN NULL WHEN unit IN ('k', 'thousand') THEN 1000
    WHEN unit LIKE 'c%' THEN 10000000 ELSE 100000 END
$$;

-- The pay a text states as {min, max}: rupees a month when `monthly` (a year's divided by 12, an hour's times
-- 160, a day's 20, a week's 4), else the rupees as written (a budget). Unpaid is {0, 0}, no amount NULL.
CREATE OR REPLACE FUNCTION pg_temp.facet_pay(salary TEXT, monthly BOOLEAN) RETURNS INT[] LANGUAGE SQL IMMUTABLE AS $$
  SELECT CASE
    WHEN f.m IS NULL THEN CASE
      WHEN f.t ~ '\y(?:unpaid|volunteer(?:ing)?|no\s+(?:stipend|salary|pay)|without\s+(?:stipend|pay))\y'
      THEN ARRAY[0, 0] END
    WHEN NOT monthly THEN ARRAY[f.lo, f.hi]::int[]
    WHEN f.per = 'year' THEN ARRAY[LEAST(round(f.lo / 12.0), 1000000000), LEAST(round(f.hi / 12.0), 1000000000)]::int[]
    ELSE ARRAY[LEAST(f.lo * f.rate, 1000000000), LEAST(f.hi * f.rate, 1000000000)]::int[]
  END
  FROM (
    SELECT r.t, r.m, r.lo, r.hi, p.per,
      CASE p.per WHEN 'hour' THEN 160 WHEN 'day' THEN 20 WHEN 'week' THEN 4 ELSE 1 END AS rate
    FROM (
      SELECT b.t, b.m,
        LEAST(round(LEAST(b.lo, b.hi)), 1000000000) AS lo, LEAST(round(GREATEST(b.lo, b.hi)), 1000000000) AS hi
      FROM (
        SELECT a.t, a.m, a.lo,
          CASE WHEN a.m[4] IS NULL THEN a.lo ELSE a.m[4]::numeric * COALESCE(pg_temp.facet_multiplier(a.m[5]),
            CASE WHEN a.m[3] IS NOT NULL AND a.m[4]::numeric < a.lo THEN pg_temp.facet_multiplier(a.m[3]) END, 1) END AS hi
        FROM (
          SELECT n.t, n.m, n.m[2]::numeric * COALESCE(pg_temp.facet_multiplier(n.m[3]),
            CASE WHEN n.m[4] IS NOT NULL AND n.m[2]::numeric <= n.m[4]::numeric THEN pg_temp.facet_multiplier(n.m[5]) END,
            1) AS lo
          FROM (
            SELECT x.t, regexp_match(x.t,
              '((?<![a-z0-9])(\d+(?:\.\d+)?)\s*(k|thousand|lpa|lakhs?|lacs?|l|crores?|cr)?\y'
              '(?:\s*(?:-|to)\s*(?:₹\s*)?(\d+(?:\.\d+)?)\s*(k|thousand|lpa|lakhs?|lacs?|l|crores?|cr)?\y)?)(.*)$') AS m
            FROM (SELECT pg_temp.facet_pay_text(salary) AS t) x
          ) n
        ) a
      ) b
    ) r,
    LATERAL (SELECT COALESCE(
      CASE WHEN 'lpa' IN (r.m[3], r.m[5]) THEN 'year' END,
      pg_temp.facet_pay_period(r.m[6]),
      pg_temp.facet_pay_period(left(r.t, length(r.t) - length(r.m[6]))),
      CASE WHEN COALESCE(pg_temp.facet_multiplier(r.m[3]), 0) >= 100000
        OR COALESCE(pg_temp.facet_multiplier(r.m[5]), 0) >= 100000 OR r.hi >= 100000 THEN 'year' ELSE 'month' END
    ) AS per) p
  ) f
$$;

-- Remote, Hybrid or On-site: the first word in a location that names a mode decides, On-site when none does.
CREATE OR REPLACE FUNCTION pg_temp.facet_work_mode(location TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT CASE WHEN m[3] IS NOT NULL THEN 'Hybrid' WHEN m[4] IS NOT NULL THEN 'Remote' ELSE 'On-site' END
  FROM regexp_match(lower(location),
    '(\y(?:no|not|non)[-\s]?(?:remote|wfh)\y)'
    '|(\yon[-\s]?site\y|\yin[-\s]?office\y|\ywork\s+from\s+office\y|\ywfo\y|\yoffice[-\s]based\y)'
    '|(\yhybrid\y)'
    '|(\yremote\y|\ywfh\y|\ywork(?:ing)?[-\s]+from[-\s]+home\y|\yhome[-\s]based\y|\yanywhere\y|\ydistributed\y)') AS m
$$;

-- The city a location names (the first one in it), by every spelling, else NULL.
CREATE OR REPLACE FUNCTION pg_temp.facet_city(location TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT (ARRAY['Bengaluru', 'Mumbai', 'Delhi NCR', 'Hyderabad', 'Pune', 'Chennai', 'Kolkata', 'Ahmedabad', 'Jaipur',
    'Kochi', 'Goa', 'Bhubaneswar'])[(SELECT min(i) FROM generate_subscripts(m, 1) AS i WHERE m[i] IS NOT NULL)]
  FROM regexp_match(lower(location),
    '(bengaluru|bangalore|\yblr\y)|(mumbai|bombay|\ythane\y)|(delhi|gurugram|gurgaon|noida|ghaziabad|faridabad|\yncr\y)'
    '|(hyderabad|secunderabad|hitec city)|(\ypune\y|pimpri|chinchwad)|(chennai|madras)|(kolkata|calcutta)|(ahmedabad)'
    '|(jaipur)|(kochi|cochin|ernakulam)|(\ygoa\y|panaji|panjim)|(bhubaneswar)') AS m
$$;

-- A job's city: the one its location names, else Remote when it is worked remotely.
CREATE OR REPLACE FUNCTION pg_temp.facet_job_city(location TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT COALESCE(pg_temp.facet_city(location),
    CASE WHEN pg_temp.facet_work_mode(location) = 'Remote' THEN 'Remote' END)
$$;

-- An event's city: Online when its location says so, else the city it names.
CREATE OR REPLACE FUNCTION pg_temp.facet_event_city(location TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT CASE WHEN location ~* 'online|virtual|zoom|google meet' THEN 'Online' ELSE pg_temp.facet_city(location) END
$$;

-- A job's search text names its city (lib/jobs/dto.ts jobSearchText, *_list_search_card_words): rebuilt the same
-- way where the city changed.
UPDATE "Job" SET "city" = v.city, "workMode" = v.mode, "payMin" = v.pay[1], "payMax" = v.pay[2],
  "searchText" = CASE WHEN "Job"."city" IS DISTINCT FROM v.city THEN lower(concat_ws(' ', "title", "company",
    "description", "location", NULLIF(array_to_string("skills", ' '), ''),
    CASE WHEN lower("type") = 'internship' THEN 'Internship' END, NULLIF("jobType", ''), NULLIF("experience", ''),
    v.city)) ELSE "searchText" END
FROM (
  SELECT "id" AS job_id, pg_temp.facet_job_city("location") AS city, pg_temp.facet_work_mode("location") AS mode,
    pg_temp.facet_pay("salary", true) AS pay
  FROM "Job"
) v
WHERE "Job"."id" = v.job_id AND ("Job"."city" IS DISTINCT FROM v.city OR "Job"."workMode" IS DISTINCT FROM v.mode
  OR "Job"."payMin" IS DISTINCT FROM v.pay[1] OR "Job"."payMax" IS DISTINCT FROM v.pay[2]);

UPDATE "Event" SET "city" = pg_temp.facet_event_city("location")
WHERE "city" IS DISTINCT FROM pg_temp.facet_event_city("location");

UPDATE "Startup" SET "city" = pg_temp.facet_city("location")
WHERE "city" IS DISTINCT FROM pg_temp.facet_city("location");

UPDATE "Gig" SET "budgetMin" = v.budget[1], "budgetMax" = v.budget[2]
FROM (SELECT "id" AS gig_id, pg_temp.facet_pay("budget", false) AS budget FROM "Gig" WHERE "budgetAmount" IS NULL) v
WHERE "Gig"."id" = v.gig_id AND ("Gig"."budgetMin" IS DISTINCT FROM v.budget[1]
  OR "Gig"."budgetMax" IS DISTINCT FROM v.budget[2]);
