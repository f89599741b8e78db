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
}

/** Each server's open streams, to end them when it closes. */
const openStreams = new WeakMap<FastifyInstance, Set<() => void>>();

/**
 * Ends a server's open event streams as it begins to close: a shutdown would otherwise wait for each
 * to reach the end of its lifetime. The browsers reconnect, to another process behind the balancer.
 */
export function endEventStreamsOnClose(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    for (const end of openStreams.get(app) ?? []) end();
    done();
  });
}

/**
 * Answers a request with server-sent events from one channel of the event bus: `ready` first, then
 * each event as `event: <type>` with its JSON, a comment line as keep-alive, until the client leaves
 * or the stream's lifetime is over. The reply is taken over from Fastify (no JSON serialisation).
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
  const alive = () =>
    options.onAlive?.().catch((err: unknown) => request.log.warn({ err }, 'event stream keep-alive failed'));
  void alive();
  const keepAlive = setInterval(() => {
    write(': alive\n\n');
    void alive();
  }, options.keepAliveMs ?? 15_000);
  const streams = openStreams.get(request.server) ?? new Set();
  openStreams.set(request.server, streams);
  const end = () => {
    streams.delete(end);
    clearInterval(keepAlive);
    clearTimeout(lifetime);
    unsubscribe();
    if (!raw.writableEnded) raw.end();
  };
  streams.add(end);
  const lifetime = setTimeout(end, options.lifetimeMs);
  request.raw.on('close', end);
  return reply;
}
