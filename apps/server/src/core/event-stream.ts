import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from './event-bus';

export interface EventStreamOptions {
  bus: EventBus;
  channel: string;
  /**
   * How long one stream stays open. The browser's EventSource opens a new one when it ends (after
   * `retry`), which rereads the state (`ready`) and gets past proxies that cut long responses.
   */
  lifetimeMs: number;
  /** Called on opening and then every `keepAliveMs` while open (an operator's presence). */
  onAlive?: () => Promise<void>;
  keepAliveMs?: number;
  /**
   * Called when the stream ended because the request's session did (sign-out, the user disabled,
   * ...), once a keep-alive under way has finished: what `onAlive` kept up can be let go now rather
   * than when it would have lapsed.
   */
  onSessionEnded?: () => Promise<void>;
}

/** The servers whose streams are ended as they close (by their HTTP server: plugins see the same one). */
const closingServers = new WeakSet<object>();

/** Each server's open streams, to end them when it closes. */
const openStreams = new WeakMap<FastifyInstance, Set<() => void>>();

/**
 * Ends a server's open event streams as it begins to close: a shutdown would otherwise wait for each
 * to reach the end of its lifetime. The browsers reconnect, to another process behind the balancer.
 */
export function endEventStreamsOnClose(app: FastifyInstance): void {
  // Each module with streams asks for it; one hook per server does it for all.
  if (closingServers.has(app.server)) return;
  closingServers.add(app.server);
  app.addHook('preClose', (done) => {
    for (const end of openStreams.get(app) ?? []) end();
    done();
  });
}

/**
 * Answers a request with server-sent events from one channel of the event bus: `ready` first, then
 * each event as `event: <type>` with its JSON, a comment line as keep-alive, until the client leaves,
 * the stream's lifetime is over or the request's session ends (on this process or another: the
 * session layer's `onEnded`, decision 055), so that a signed-out or disabled user's page hears
 * nothing more. The reply is taken over from Fastify (no JSON serialisation).
 */
export function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): FastifyReply {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Reverse proxies (nginx) would otherwise hold the events back in their buffers.
    'x-accel-buffering': 'no',
  });
  const write = (text: string) => {
    if (!raw.writableEnded) raw.write(text);
  };
  write('retry: 2000\n\nevent: ready\ndata: {}\n\n');
  const unsubscribe = options.bus.subscribe(options.channel, (event) => {
    const type = 'type' in event && typeof event.type === 'string' ? event.type : 'message';
    write(`event: ${type}\ndata: ${JSON.stringify(event)}\n\n`);
  });
  // The keep-alive under way, if any: a session's ending waits for it before letting go of presence.
  let alive: Promise<void> = Promise.resolve();
  const keepUp = () => {
    alive = (options.onAlive?.() ?? Promise.resolve()).catch((err: unknown) =>
      request.log.warn({ err }, 'event stream keep-alive failed'),
    );
  };
  keepUp();
  const keepAlive = setInterval(() => {
    write(': alive\n\n');
    keepUp();
  }, options.keepAliveMs ?? 15_000);
  const streams = openStreams.get(request.server) ?? new Set();
  openStreams.set(request.server, streams);
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    streams.delete(end);
    clearInterval(keepAlive);
    clearTimeout(lifetime);
    unsubscribe();
    stopFollowingSession();
    if (!raw.writableEnded) raw.end();
  };
  const sessionEnded = () => {
    if (ended) return;
    end();
    void alive
      .then(() => options.onSessionEnded?.())
      .catch((err: unknown) => request.log.warn({ err }, 'event stream session ending failed'));
  };
  const stopFollowingSession = followSession(request, sessionEnded);
  streams.add(end);
  const lifetime = setTimeout(end, options.lifetimeMs);
  request.raw.on('close', end);
  return reply;
}

/**
 * Calls `ended` when the request's session ends, or at once if it has ended since the request's
 * headers were read (the route's own work came in between); returns how to stop following it.
 */
function followSession(request: FastifyRequest, ended: () => void): () => void {
  const idHash = request.sessionIdHash;
  const userId = request.session?.userId;
  if (!idHash) return () => {};
  const store = request.server.sessionStore;
  const stop = store.onEnded((ending) => {
    if ('idHash' in ending ? ending.idHash === idHash : ending.userId === userId) ended();
  });
  // Asked after listening, so that an ending is either heard or found missing here.
  store
    .get(idHash)
    .then((session) => session || ended())
    .catch((err: unknown) => request.log.warn({ err }, 'event stream session check failed'));
  return stop;
}
