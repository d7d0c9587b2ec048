-- The browser tests' closed season (loaded by tests/e2e/serve.sh through E2E_FIXTURE_SQL, before the
-- server starts): a sixth city, Halifax, whose 2026 season closed on Oct 31, 2026 (Halifax time), so
-- its pages show a closed season on the real clock without waiting for Dec 31. Nobody voted in it and a
-- closed season gives no starting counts, so every shop has 0 votes: the season has no ranking, winner or
-- badge; the other cities, which the voting tests vote in, are
-- untouched.
INSERT INTO poll_cities (slug, region_code, time_zone, rating_value, position) VALUES ('halifax', 'NS', 'America/Halifax', 4.6, 5);
INSERT INTO poll_city_texts (city_slug, locale, city, title, province, blurb, intro) VALUES
  ('halifax', 'en', 'Halifax', 'Best Coffee Shops in Halifax', 'Nova Scotia', 'Harbour-front roasters and cozy cafés keep Halifax warm through the foggiest mornings.', 'Halifax pours a serious cup: small roasters, bakery cafés and espresso bars steps from the harbour.'),
  ('halifax', 'fr', 'Halifax', 'Meilleurs cafés à Halifax', 'Nouvelle-Écosse', 'Torréfacteurs du port et cafés douillets réchauffent Halifax par les matins les plus brumeux.', 'Halifax sert une tasse sérieuse : petits torréfacteurs, cafés-boulangeries et bars à espresso à deux pas du port.');
INSERT INTO poll_shops (city_slug, id, name, address, city, reviews, position) VALUES
  ('halifax', 'harbour-beans', 'Harbour Beans', '1 Lower Water St', 'Halifax', 320, 0),
  ('halifax', 'fog-city-roasters', 'Fog City Roasters', '2 Hollis St', 'Halifax', 210, 1),
  ('halifax', 'citadel-espresso', 'Citadel Espresso', '3 Brunswick St', 'Halifax', 150, 2),
  ('halifax', 'dartmouth-drip', 'Dartmouth Drip', '4 Alderney Dr', 'Dartmouth', 90, 3);
INSERT INTO poll_shop_texts (city_slug, shop_id, locale, description, tags) VALUES
  ('halifax', 'harbour-beans', 'en', 'A tiny roaster by the water with a sunny window bar.', '["roaster"]'),
  ('halifax', 'fog-city-roasters', 'en', 'Small-batch roasts and a long bar for slow mornings.', '["roaster"]'),
  ('halifax', 'citadel-espresso', 'en', 'Espresso under the Citadel, pulled short and sweet.', '["espresso"]'),
  ('halifax', 'dartmouth-drip', 'en', 'Pour-overs across the harbour, a ferry ride away.', '["pour-over"]');
INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) VALUES ('halifax', 2026, '2026-01-01T04:00:00.000Z', '2026-11-01T02:59:59.000Z');
