import pg from 'pg';

export type ListenerHandlers = {
  /** A notification arrived on the channel, with its payload ('' when none). */
  onNotify: (payload: string) => void;
  /** Listening now (first connection or after a reconnect): what was missed meanwhile is unknown. */
  onListening: () => void;
  /** The connection is gone: notifications may be missed until onListening. */
  onLost: (error: unknown) => void;
};

export type Listener = {
  /** NOTIFYs the channel from this connection; false when it is not connected. */
  notify: (payload: string) => Promise<boolean>;
  /** How many connections of this database listen on this listener's channel (this one included). */
  listeners: () => Promise<number | null>;
  close: () => Promise<void>;
};

/** Each channel's listeners have their own name, so that a count of one channel's omits the others'. */
const applicationName = (channel: string) => `shop-listener:${channel}`;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * LISTENs on a channel over its own connection (a pooled one would be handed to other queries),
 * reconnecting with a growing pause when the connection drops.
 */
export function listen(connectionString: string, channel: string, handlers: ListenerHandlers): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = (error: unknown) => {
    if (closed) return;
    handlers.onLost(error);
    client = undefined;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString, application_name: applicationName(channel) });
    let lost = false;
    const onFailure = (error: unknown) => {
      if (lost) return;
      lost = true;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      scheduleReconnect(error);
    };
    next.on('error', onFailure);
    next.on('end', () => onFailure(new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      onFailure(error);
      return;
    }
    if (closed) {
      lost = true;
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    handlers.onListening();
  };

  // One query at a time on the connection (pg queues them too, but is deprecating that).
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work, work);
    queue = result.catch(() => undefined);
    return result;
  };

  void connect();

  return {
    notify: (payload) =>
      serial(async () => {
        if (!client) return false;
        try {
          await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
          return true;
        } catch {
          return false;
        }
      }),
    listeners: () =>
      serial(async () => {
        if (!client) return null;
        try {
          const { rows } = await client.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = $1`,
            [applicationName(channel)],
          );
          return rows[0]?.count ?? null;
        } catch {
          return null;
        }
      }),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners('end');
        current.removeAllListeners('error');
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
