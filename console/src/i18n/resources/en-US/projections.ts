export default {
  title: 'Read models',
  intro: 'Each read model answers the console’s queries from its own tables, fed by the event store. The store is at event {{head, number}}.',
  loading: 'Loading the read models',
  empty: 'No read models yet',
  emptyHint: 'A read model appears here once it has applied its first event.',
  table: {
    label: 'Read models and their rebuilds',
    name: 'Read model',
    position: 'Position',
    lag: 'Lag',
    state: 'Last rebuild',
    actions: 'Actions',
  },
  position: '{{position, number}}',
  lag: {
    none: 'Up to date',
    behind_one: '{{count, number}} event behind',
    behind_other: '{{count, number}} events behind',
  },
  failing: {
    atEvent: 'Stopped at event {{position, number}} ({{type}}), retrying: {{message}}',
    unknownEvent: 'Failing, retrying: {{message}}',
  },
  state: {
    never: 'Never rebuilt',
    queued: 'Waiting for the rebuild worker…',
    running: 'Replaying: event {{position, number}} of {{head, number}} ({{ratio, number(style: percent)}})',
    progress: 'Rebuild progress of {{name}}',
    completed: 'Rebuilt {{time}}',
    failed: 'Rebuild failed {{time}}',
  },
  rebuild: {
    action: 'Rebuild',
    actionLabel: 'Rebuild {{name}}',
    title: 'Rebuild {{name}}?',
    replay: 'Every event, from the first one, is replayed into fresh tables for this read model.',
    keepsServing:
      'Meanwhile the current tables keep answering queries. When the replay has caught up with the store, the fresh tables replace them in one step; if it fails, the current ones stay.',
    duration: 'On a large store this takes a while; progress shows in the table.',
    confirm: 'Rebuild from the first event',
  },
  outcome: {
    completed: '{{name}} was rebuilt: it now serves from event {{position, number}}.',
    failed: 'Rebuilding {{name}} failed; the previous tables are still serving.',
  },
};
