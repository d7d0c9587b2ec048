-- The events lists' all-cities totals as one counter row (city '*'), kept by the same triggers as the
-- per-city rows, so `/events` reads one row for its total instead of one per city (docs/PERFORMANCE.md).
-- Hand-written (drizzle-kit has no triggers): the triggers are recreated with the '*' row beside the city's.
DROP TRIGGER `listings_event_counts_insert`;
--> statement-breakpoint
DROP TRIGGER `listings_event_counts_update`;
--> statement-breakpoint
DROP TRIGGER `listings_event_counts_delete`;
--> statement-breakpoint
CREATE TRIGGER `listings_event_counts_insert` AFTER INSERT ON `listings` WHEN new.status = 'published' AND new.type = 'event' BEGIN
	INSERT INTO event_counts (city, upcoming, past)
		SELECT place, new.next_start_at IS NOT NULL, new.next_start_at IS NULL AND new.last_end_at IS NOT NULL
		FROM (SELECT new.city AS place UNION ALL SELECT '*') WHERE true
		ON CONFLICT (city) DO UPDATE SET upcoming = upcoming + excluded.upcoming, past = past + excluded.past;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_event_counts_update` AFTER UPDATE OF status, type, city, next_start_at, last_end_at ON `listings`
	WHEN (old.status = 'published' AND old.type = 'event') OR (new.status = 'published' AND new.type = 'event') BEGIN
	UPDATE event_counts SET upcoming = upcoming - (old.next_start_at IS NOT NULL), past = past - (old.next_start_at IS NULL AND old.last_end_at IS NOT NULL)
		WHERE old.status = 'published' AND old.type = 'event' AND city IN (old.city, '*');
	INSERT INTO event_counts (city, upcoming, past)
		SELECT place, new.next_start_at IS NOT NULL, new.next_start_at IS NULL AND new.last_end_at IS NOT NULL
		FROM (SELECT new.city AS place UNION ALL SELECT '*')
		WHERE new.status = 'published' AND new.type = 'event'
		ON CONFLICT (city) DO UPDATE SET upcoming = upcoming + excluded.upcoming, past = past + excluded.past;
END;
--> statement-breakpoint
CREATE TRIGGER `listings_event_counts_delete` AFTER DELETE ON `listings` WHEN old.status = 'published' AND old.type = 'event' BEGIN
	UPDATE event_counts SET upcoming = upcoming - (old.next_start_at IS NOT NULL), past = past - (old.next_start_at IS NULL AND old.last_end_at IS NOT NULL)
		WHERE city IN (old.city, '*');
END;
--> statement-breakpoint
INSERT INTO `event_counts` (`city`, `upcoming`, `past`)
	SELECT '*', coalesce(sum(`upcoming`), 0), coalesce(sum(`past`), 0) FROM `event_counts` WHERE `city` <> '*'
	ON CONFLICT (`city`) DO UPDATE SET `upcoming` = excluded.`upcoming`, `past` = excluded.`past`;
