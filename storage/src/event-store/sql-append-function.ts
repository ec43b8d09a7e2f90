export const EVENTS_CHANNEL = 'careledger_events';

// Any constant other than the migration lock's: it only has to be the same for every writer.
export const APPEND_LOCK = 7_140_222;

/**
 * One group of appends in one statement, each answered on its own row, in the order given:
 * 'appended' (with the last position), 'conflict' (the actual version), 'stale' (the head the
 * caller's hash chain did not start from: rehash and retry) or 'key_used'. A refused append
 * writes nothing, so its neighbours commit without it.
 *
 * `appends` is a JSON array of { stream, expected (null for 'any', -1 for no stream),
 * headVersion, headHash, key?: { actorId, key, requestHash }, events: [{ type, data, metadata, hash }] }.
 */
export const APPEND_GROUP_FUNCTION = `
CREATE OR REPLACE FUNCTION careledger_append_group(appends jsonb)
RETURNS TABLE (outcome text, actual_version integer, actual_hash text, last_position bigint)
LANGUAGE plpgsql VOLATILE AS $function$
DECLARE
  append jsonb;
  head bigint;
  first_head bigint;
  recorded timestamptz;
  inserted integer;
BEGIN
  -- Why: whole groups commit one after the other, also across processes, so positions become
  -- visible in order and a reader by position never skips one committing late. Each statement
  -- below takes a new snapshot (a VOLATILE function), so it sees the previous holder's commit.
  PERFORM pg_advisory_xact_lock(${APPEND_LOCK});
  SELECT coalesce(max(global_position), 0) INTO head FROM events;
  first_head := head;
  -- milliseconds, so a recordedAt read back into a Date is an exact 'until' bound
  recorded := date_trunc('milliseconds', clock_timestamp());
  FOR append IN SELECT value FROM jsonb_array_elements(appends) LOOP
    last_position := NULL;
    IF append->'key' IS NOT NULL AND EXISTS (
      SELECT 1 FROM idempotency_keys WHERE actor_id = append->'key'->>'actorId' AND key = append->'key'->>'key'
    ) THEN
      outcome := 'key_used';
      actual_version := NULL;
      actual_hash := NULL;
      RETURN NEXT;
      CONTINUE;
    END IF;
    SELECT e.stream_version, e.hash INTO actual_version, actual_hash
    FROM events AS e WHERE e.stream_id = append->>'stream' ORDER BY e.stream_version DESC LIMIT 1;
    actual_version := coalesce(actual_version, -1);
    IF append->>'expected' IS NOT NULL AND (append->>'expected')::integer <> actual_version THEN
      outcome := 'conflict';
    ELSIF (append->>'headVersion')::integer <> actual_version OR append->>'headHash' IS DISTINCT FROM actual_hash THEN
      outcome := 'stale';
    ELSE
      IF append->'key' IS NOT NULL THEN
        INSERT INTO idempotency_keys (actor_id, key, request_hash)
        VALUES (append->'key'->>'actorId', append->'key'->>'key', append->'key'->>'requestHash');
      END IF;
      INSERT INTO events (global_position, stream_id, stream_version, type, data, metadata, recorded_at, hash, previous_hash)
      SELECT head + n, append->>'stream', actual_version + n, event->>'type', event->'data', event->'metadata', recorded,
             event->>'hash', lag(event->>'hash', 1, actual_hash) OVER (ORDER BY n)
      FROM jsonb_array_elements(append->'events') WITH ORDINALITY AS given(event, n);
      GET DIAGNOSTICS inserted = ROW_COUNT;
      head := head + inserted;
      outcome := 'appended';
      actual_version := actual_version + inserted;
      last_position := head;
    END IF;
    RETURN NEXT;
  END LOOP;
  IF head > first_head THEN
    PERFORM pg_notify('${EVENTS_CHANNEL}', head::text);
  END IF;
END
$function$`;
