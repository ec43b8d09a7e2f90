import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The EventStoreDB and MongoDB suites run against EVENTSTORE_URL and MONGODB_URL. Where those are
 * not set but a Docker engine answers, this starts the servers in containers (testcontainers) for
 * the run, and hands their URLs to those suites only (CONTAINER_EVENTSTORE_URL, CONTAINER_MONGODB_URL,
 * read by `eventStoreTestUrl` and `mongoTestUrl`): every other test and process it starts keeps its
 * events in its own database. Where neither is there, the suites are skipped and say why. The
 * images are the ones docker-compose.yml runs.
 */
const EVENTSTORE_IMAGE = 'eventstore/eventstore:24.10';
const MONGODB_IMAGE = 'mongo:7';

interface Stoppable {
  stop(): Promise<unknown>;
}

// Looked for without loading testcontainers: on a machine without Docker this costs nothing.
const dockerMayAnswer = (): boolean =>
  Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock') || existsSync(join(homedir(), '.testcontainers.properties'));

const dockerAnswers = async (): Promise<boolean> => {
  if (!dockerMayAnswer()) return false;
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
};

export default async function setup(): Promise<() => Promise<void>> {
  const started: Stoppable[] = [];
  const needed = { eventStore: !process.env.EVENTSTORE_URL, mongo: !process.env.MONGODB_URL };
  if ((needed.eventStore || needed.mongo) && (await dockerAnswers())) {
    if (needed.eventStore) {
      const { KurrentDbContainer } = await import('@testcontainers/kurrentdb');
      const container = await new KurrentDbContainer(EVENTSTORE_IMAGE).start();
      started.push(container);
      process.env.CONTAINER_EVENTSTORE_URL = container.getConnectionString();
    }
    if (needed.mongo) {
      // A one-member replica set: the read models write documents and checkpoint in one transaction.
      const { MongoDBContainer } = await import('@testcontainers/mongodb');
      const container = await new MongoDBContainer(MONGODB_IMAGE).start();
      started.push(container);
      process.env.CONTAINER_MONGODB_URL = `${container.getConnectionString()}/?directConnection=true`;
    }
  }
  return async () => {
    await Promise.all(started.map((container) => container.stop()));
  };
}
