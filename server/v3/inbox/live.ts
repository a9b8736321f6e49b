/**
 * The live bus (issue 20): "something new for member N" pokes between the writer of an inbox event
 * (a message, a notification) and the open event streams (./stream.ts), on whichever replica they
 * are. A poke carries no data: a stream reads its member's new inbox_events rows from the database,
 * so a lost or doubled poke loses or doubles nothing.
 *
 * Without REDIS_URL the bus is this process's (MemoryLiveBus); with it, Redis pub/sub (RedisLiveBus):
 * one channel per member, subscribed while that member has a stream open on this replica.
 */
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type LiveListener = () => void;

export interface LiveBus {
  /** Tells every replica's streams of these members that they have new events. */
  publish(userIds: readonly number[]): void;
  /** Calls `listener` on each poke for the member until the returned function is called. */
  subscribe(userId: number, listener: LiveListener): Promise<() => void>;
  close(): Promise<void>;
}

export class MemoryLiveBus implements LiveBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open stream: many members, each with a few tabs.
    this.emitter.setMaxListeners(0);
  }

  publish(userIds: readonly number[]): void {
    for (const id of new Set(userIds)) this.emitter.emit(String(id));
  }

  async subscribe(userId: number, listener: LiveListener): Promise<() => void> {
    const key = String(userId);
    this.emitter.on(key, listener);
    return () => this.emitter.off(key, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export class RedisLiveBus implements LiveBus {
  private readonly local = new MemoryLiveBus();
  /** Streams open on this replica per member: the channel is subscribed while this is above 0. */
  private readonly open = new Map<number, number>();

  /**
   * `publisher` is a normal connection; `subscriber` a connection of its own (a subscribed Redis
   * connection takes no other commands). `prefix` keeps deployments (and tests) apart.
   */
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    subscriber.on('message', (channel: string) => {
      if (!channel.startsWith(this.prefix)) return;
      const id = Number(channel.slice(this.prefix.length));
      if (Number.isSafeInteger(id)) this.local.publish([id]);
    });
  }

  private channel(userId: number): string {
    return `${this.prefix}${userId}`;
  }

  publish(userIds: readonly number[]): void {
    for (const id of new Set(userIds)) {
      // A failed publish loses only the poke: the stream's periodic catch-up (stream.ts) finds the row.
      this.publisher.publish(this.channel(id), '1').catch(this.onError);
    }
  }

  async subscribe(userId: number, listener: LiveListener): Promise<() => void> {
    const unsubscribeLocal = await this.local.subscribe(userId, listener);
    const count = (this.open.get(userId) ?? 0) + 1;
    this.open.set(userId, count);
    if (count === 1) {
      try {
        await this.subscriber.subscribe(this.channel(userId));
      } catch (error) {
        this.onError(error);
      }
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      unsubscribeLocal();
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) {
        this.open.set(userId, left);
        return;
      }
      this.open.delete(userId);
      this.subscriber.unsubscribe(this.channel(userId)).catch(this.onError);
    };
  }

  async close(): Promise<void> {
    await this.local.close();
    this.open.clear();
    this.subscriber.disconnect();
  }
}
