export const EVENTS_CHANNEL = 'careledger_events';

// Any constant other than the migration lock's: it only has to be the same for every writer.
export const APPEND_LOCK = 7_140_222;

/**
 * One group of appends in one statement, each answered on its own row, in the order given:
 * 'appended' (with the last position), 'conflict' (the actual version), 'stale' (the head the
 * caller's hash chain did not start from: rehash and retry) or 'key_used'. A refused append
 * writes nothing, so its neighbours commit without it. Set-based, so a group costs about what
 * one multi-row INSERT does; the lane never puts two appends to one stream, or with one key,
 * into a group (each is judged against the stored head, not its neighbour's).
 *
 * `appends` is a JSON array of { stream, expected (null for 'any', -1 for no stream),
 * headVersion, headHash, key?: { actorId, key, requestHash },
 * events: [{ type, data, metadata, hash, previousHash }] }.
 */
export const APPEND_GROUP_FUNCTION = `
CREATE OR REPLACE FUNCTION careledger_append_group(appends jsonb)
RETURNS TABLE (outcome text, actual_version integer, actual_hash text, last_position bigint)
LANGUAGE plpgsql VOLATILE AS $function$
#variable_conflict use_column
DECLARE
  head bigint;
  new_head bigint;
  recorded timestamptz;
BEGIN
  -- Why: whole groups commit one after the other, also across processes, so positions become
  -- visible in order and a reader by position never skips one committing late. Each statement
  -- below takes a new snapshot (a VOLATILE function), so it sees the previous holder's commit.
  PERFORM pg_advisory_xact_lock(${APPEND_LOCK});
  SELECT coalesce(max(global_position), 0) INTO head FROM events;
  -- milliseconds, so a recordedAt read back into a Date is an exact 'until' bound
  recorded := date_trunc('milliseconds', clock_timestamp());
  RETURN QUERY
  WITH given AS (
    SELECT n, a->>'stream' AS stream_id, (a->>'expected')::integer AS expected,
           (a->>'headVersion')::integer AS head_version, a->>'headHash' AS head_hash,
           a->'key'->>'actorId' AS actor_id, a->'key'->>'key' AS key, a->'key'->>'requestHash' AS request_hash,
           a->'events' AS events
    FROM jsonb_array_elements(appends) WITH ORDINALITY AS listed(a, n)
  ), judged AS (
    SELECT given.*, coalesce(last.stream_version, -1) AS actual_version, last.hash AS actual_hash,
           CASE WHEN used.key IS NOT NULL THEN 'key_used'
                WHEN given.expected <> coalesce(last.stream_version, -1) THEN 'conflict'
                WHEN given.head_version <> coalesce(last.stream_version, -1) OR given.head_hash IS DISTINCT FROM last.hash THEN 'stale'
                ELSE 'appended' END AS outcome
    FROM given
    LEFT JOIN LATERAL (
      SELECT e.stream_version, e.hash FROM events AS e WHERE e.stream_id = given.stream_id ORDER BY e.stream_version DESC LIMIT 1
    ) AS last ON true
    LEFT JOIN idempotency_keys AS used ON used.actor_id = given.actor_id AND used.key = given.key
  ), placed AS (
    SELECT n, stream_id, actual_version, events, actor_id, key, request_hash,
           head + sum(jsonb_array_length(events)) OVER (ORDER BY n) AS last_position
    FROM judged WHERE judged.outcome = 'appended'
  ), stored_events AS (
    INSERT INTO events (global_position, stream_id, stream_version, type, data, metadata, recorded_at, hash, previous_hash)
    SELECT placed.last_position - jsonb_array_length(placed.events) + i, placed.stream_id, placed.actual_version + i,
           event->>'type', event->'data', event->'metadata', recorded, event->>'hash', event->>'previousHash'
    FROM placed CROSS JOIN LATERAL jsonb_array_elements(placed.events) WITH ORDINALITY AS listed(event, i)
  ), stored_keys AS (
    INSERT INTO idempotency_keys (actor_id, key, request_hash)
    SELECT placed.actor_id, placed.key, placed.request_hash FROM placed WHERE placed.key IS NOT NULL
  )
  SELECT judged.outcome,
         CASE WHEN judged.outcome = 'key_used' THEN NULL
              WHEN judged.outcome = 'appended' THEN judged.actual_version + jsonb_array_length(judged.events)
              ELSE judged.actual_version END,
         CASE WHEN judged.outcome IN ('conflict', 'stale') THEN judged.actual_hash END,
         placed.last_position::bigint
  FROM judged LEFT JOIN placed USING (n)
  ORDER BY judged.n;
  SELECT max(global_position) INTO new_head FROM events;
  IF new_head > head THEN
    PERFORM pg_notify('${EVENTS_CHANNEL}', new_head::text);
  END IF;
END
$function$`;
