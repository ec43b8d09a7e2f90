/** The fields every aggregate row carries after an event of its stream. */
export const stamp = (event: { streamVersion: number; globalPosition: number; metadata: { occurredAt: string } }) => ({
  version: event.streamVersion,
  updated_at: event.metadata.occurredAt,
  last_position: event.globalPosition,
});
