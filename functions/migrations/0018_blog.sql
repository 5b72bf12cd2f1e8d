-- The blog and its writers (shell.md §1, §2; travel.md §1, §2): posts written in Markdown by
-- support-level staff through blog-draft-save, shown to everyone once blog-publish has published
-- them. A post is a draft until then; published_at is set exactly when it is published.
create table blog_writers (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
  name text not null,
  bio text not null default '',
  created_at timestamptz not null default now()
);

create table blog_posts (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
  title text not null,
  description text not null,
  -- Markdown, rendered by the site without raw HTML.
  body text not null,
  writer_slug text not null references blog_writers (slug),
  tags text[] not null default '{}',
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by text,
  constraint blog_posts_published_at check ((status = 'published') = (published_at is not null))
);

-- The public list: published posts, newest published first; the tag filter reads the tags.
create index blog_posts_published_idx on blog_posts (published_at desc, id desc)
  where status = 'published';
create index blog_posts_tags_idx on blog_posts using gin (tags);

-- SEED CONTENT. The one writer and the three posts below are starter guides written for this
-- project as Voyagent's own: general advice with no figures, prices or claims about other
-- services. The operator replaces or extends them before launch (blog-draft-save, blog-publish).
insert into blog_writers (slug, name, bio) values (
  'voyagent-editors',
  'Voyagent Editors',
  'The Voyagent team''s starter guides: practical, general advice for planning a trip. Check '
    || 'rules that change, such as entry requirements, with the official source before you go.'
);

insert into blog_posts (slug, title, description, body, writer_slug, tags, status, published_at)
values
(
  'pack-a-carry-on-for-a-week',
  'How to pack a carry-on for a week',
  'A simple method for fitting a week of travel into one cabin bag, from choosing clothes to '
    || 'keeping liquids and documents at hand.',
  $md$Travelling with one cabin bag saves time at the airport and makes moving between places
easier. The method below works for most trips of about a week.

## Start from a list, not from the wardrobe

Write down what you will do each day, then the clothes each activity needs. Most days need the
same things, so the list shortens quickly.

- Pick two or three colours that all go together, so every top works with every bottom.
- Plan to wash a few small items halfway through the trip instead of packing more.
- Wear the bulkiest shoes and jacket on the journey.

## Liquids and airport security

Rules for liquids in cabin bags differ between airports and change over time. Check the rules
of the airports you will pass through shortly before you leave, and keep liquids in one clear
bag at the top of your luggage so it comes out quickly at security.

## Keep the essentials together

Put your passport or ID, payment cards, phone, charger and any medicines in one small bag that
stays with you. If your cabin bag has to go in the hold at the gate, take that small bag out
first.

## Before you close the bag

1. Check your airline's size and weight limits for cabin bags; they differ between airlines
   and fares.
2. Leave a little space for what you bring back.
3. Save your itinerary offline, so you can reach it without a connection.$md$,
  'voyagent-editors',
  array['packing', 'tips'],
  'published',
  now() - interval '2 days'
),
(
  'plan-a-multi-city-trip',
  'Planning a multi-city trip, step by step',
  'Choosing the order of your stops, how long to stay in each, and how to leave room for the '
    || 'unexpected when a trip covers several cities.',
  $md$A trip through several cities is easier to enjoy when the route is planned before the
bookings.

## Put the stops in a sensible order

Mark every city you want to visit on a map and look for a route that does not double back.
Open-jaw tickets, arriving in one city and leaving from another, often make this possible.

## Decide how long to stay

Each move between cities costs time: packing, getting to the station or airport, travelling and
checking in. Staying at least two nights in most places leaves you full days to explore.

- Count the travel days honestly, including the time to reach stations and airports.
- Put the stop you care about most in the middle of the trip, so a delay at either end does not
  cut it short.

## Leave room for the unexpected

Keep one day without plans. If a connection is delayed or you want longer somewhere, the trip
absorbs it.

## Check what each border needs

When a route crosses borders, entry rules can differ from one country to the next. Check each
country's official government source for your nationality before you book.$md$,
  'voyagent-editors',
  array['planning', 'itineraries'],
  'published',
  now() - interval '1 day'
),
(
  'travel-document-checklist',
  'A travel document checklist for your next trip',
  'The documents to check before an international trip: passport validity, visas, insurance '
    || 'and copies you can reach when you need them.',
  $md$Most document problems can be found and fixed weeks before a trip. Go through this list
when you book, and again a few days before you leave.

## Passport

- Check the expiry date. Some countries require a passport to stay valid for a period after you
  arrive or leave; the official government source of your destination says how long.
- Make sure there are blank pages if your destination stamps passports.

## Visas and entry permits

Find out whether you need a visa or an electronic travel authorisation for each country on your
route, including countries where you only change planes. Apply early: processing times vary.

## Insurance and health

- Keep your travel insurance policy number and the insurer's emergency contact with you.
- Some destinations ask for proof of vaccinations; check the official health advice for your
  destination.

## Copies

Keep a copy of your passport, visas, insurance and bookings somewhere you can reach without your
bag, for example in your e-mail, and share your itinerary with someone at home.$md$,
  'voyagent-editors',
  array['documents', 'planning'],
  'published',
  now()
);
