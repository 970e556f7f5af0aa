/**
 * Readers of topic snapshots for the websocket gateway (docs/architecture.md, websocket protocol): a fresh
 * subscriber, and one whose history ran out (`gap`), first gets a `snapshot` frame with the topic's current state.
 * The gateway is infrastructure and imports no domain module, so each module that owns a topic kind registers its
 * reader here (`app.topicSnapshots.register('room', …)` by the live rooms); a topic without a reader, or whose
 * reader answers null (e.g. a room this instance does not run), gets no snapshot and its readers keep to REST.
 */
import '../plugins/fastify-types';

/** Reads the state of one topic (its full name, `room:<id>`); null or undefined = no snapshot. */
export type TopicSnapshotReader = (topic: string) => Promise<unknown>;

export interface TopicSnapshots {
  /**
   * Registers the reader of every topic of `kind` (the part before `:`). One reader per kind.
   * @throws Error when the kind has a reader already (two modules claiming one topic kind is a wiring bug).
   */
  register(kind: string, read: TopicSnapshotReader): void;
  /** The topic's state, or null when its kind has no reader or the reader has none. Reader errors reject. */
  read(topic: string): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Snapshot readers per topic kind (server/plugins/topic-snapshots.ts), decorated by the websocket plugin. */
    topicSnapshots: TopicSnapshots;
  }
}

/** An empty set of readers. */
export function createTopicSnapshots(): TopicSnapshots {
  const readers = new Map<string, TopicSnapshotReader>();
  return {
    register(kind, read) {
      if (readers.has(kind)) throw new Error(`a snapshot reader for ${kind}: topics is registered already`);
      readers.set(kind, read);
    },
    async read(topic) {
      const colon = topic.indexOf(':');
      const read = colon > 0 ? readers.get(topic.slice(0, colon)) : undefined;
      return read ? ((await read(topic)) ?? null) : null;
    },
  };
}
