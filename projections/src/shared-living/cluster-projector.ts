import { assertNever, clusterEventTypes, type ClusterEvent } from '@careledger/domain';
import { deleteRows, loadRows, upsertRows, type ClusterRow, type RecordedEvent } from '@careledger/storage';
import { byKey, foldRows } from '../engine/fold-rows';
import type { Projector } from '../engine/projector';
import { stamp } from '../engine/stream-stamp';

type RecordedClusterEvent = Omit<RecordedEvent, 'type' | 'data'> & ClusterEvent;

const types: ReadonlySet<string> = new Set(clusterEventTypes);
const isClusterEvent = (event: RecordedEvent): event is RecordedEvent & RecordedClusterEvent => types.has(event.type);

/** Bump it when the tables or the projector change: the worker then rebuilds the read model. */
export const CLUSTERS_SCHEMA_VERSION = 1;

/** A cluster as the projector folds it: its row, and its hubs in the order they joined. */
interface FoldedCluster extends ClusterRow {
  hubIds: readonly string[];
}

const clusterTables = (suffix: string): string => {
  const clusters = `shared_living_clusters${suffix}`;
  const members = `shared_living_cluster_hubs${suffix}`;
  return `
    CREATE TABLE IF NOT EXISTS ${clusters} (
      id uuid PRIMARY KEY, name text NOT NULL, created_by text NOT NULL,
      created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, version integer NOT NULL, last_position bigint NOT NULL
    );
    CREATE INDEX IF NOT EXISTS ${clusters}_name_idx ON ${clusters} (name, id);
    CREATE TABLE IF NOT EXISTS ${members} (
      cluster_id uuid NOT NULL, hub_id uuid NOT NULL, position integer NOT NULL, PRIMARY KEY (cluster_id, hub_id)
    );
    CREATE INDEX IF NOT EXISTS ${members}_hub_idx ON ${members} (hub_id);`;
};

export const evolveCluster = (row: FoldedCluster | null, event: RecordedClusterEvent): FoldedCluster | null => {
  if (event.type === 'ClusterCreated') {
    if (row) return row;
    const { clusterId, name, hubIds, createdBy } = event.data;
    return { id: clusterId, name, hubIds: [...new Set(hubIds)], created_by: createdBy, created_at: event.metadata.occurredAt, ...stamp(event) };
  }
  if (!row || event.streamVersion <= row.version) return row;
  switch (event.type) {
    case 'HubAddedToCluster':
      return { ...row, hubIds: [...row.hubIds.filter((id) => id !== event.data.hubId), event.data.hubId], ...stamp(event) };
    case 'HubRemovedFromCluster':
      return { ...row, hubIds: row.hubIds.filter((id) => id !== event.data.hubId), ...stamp(event) };
    case 'ClusterRenamed':
      return { ...row, name: event.data.name, ...stamp(event) };
    default:
      return assertNever(event);
  }
};

/** Clusters of hubs: one row per cluster, and its hubs in the order they joined. */
export const clusterProjector: Projector<'shared_living_clusters' | 'shared_living_cluster_hubs'> = {
  name: 'shared_living_clusters',
  version: CLUSTERS_SCHEMA_VERSION,
  tables: ['shared_living_clusters', 'shared_living_cluster_hubs'],
  createTables: clusterTables,
  handles: (type) => types.has(type),
  async apply(tx, events, tables) {
    const clusterEvents = events.filter(isClusterEvent);
    const ids = [...new Set(clusterEvents.map((event) => event.data.clusterId))];
    const stored = await loadRows<ClusterRow>(tx, tables.shared_living_clusters, ['id', 'uuid'], ids);
    const members = ids.length === 0 ? { rows: [] } : await tx.query<{ cluster_id: string; hub_id: string }>(
      `SELECT cluster_id, hub_id FROM ${tables.shared_living_cluster_hubs} WHERE cluster_id = ANY($1::uuid[]) ORDER BY position`,
      [ids],
    );
    const folded = stored.map((row): FoldedCluster => ({ ...row, hubIds: members.rows.filter((m) => m.cluster_id === row.id).map((m) => m.hub_id) }));
    const changed = foldRows(byKey(folded, (row) => row.id), clusterEvents, (event) => event.data.clusterId, evolveCluster);
    if (changed.size === 0) return;
    const touched = [...changed.values()];
    await upsertRows(tx, tables.shared_living_clusters, touched.map(({ hubIds: _hubs, ...row }): ClusterRow => row), { conflict: ['id'] });
    await deleteRows(tx, tables.shared_living_cluster_hubs, ['cluster_id', 'uuid'], touched.map((row) => row.id));
    const pairs = touched.flatMap((row) => row.hubIds.map((hubId, position) => ({ cluster_id: row.id, hub_id: hubId, position })));
    await upsertRows(tx, tables.shared_living_cluster_hubs, pairs, { conflict: ['cluster_id', 'hub_id'] });
  },
};
