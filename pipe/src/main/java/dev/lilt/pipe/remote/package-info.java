/**
 * The pipe across processes, the same for every engine: a {@link dev.lilt.pipe.remote.DistributedPipe}
 * with its publishers, subscribers, remote requests and {@link dev.lilt.pipe.remote.MessageCodec}s.
 * Engines live in their own modules (lilt-pipe-redis: {@code RedisPipe.builder()}); the
 * in-memory engine is here ({@link dev.lilt.pipe.remote.InMemoryServer}), for unit tests.
 * Patterns use the in-process syntax of {@link dev.lilt.pipe.PatternSubscriber} on every engine.
 */
package dev.lilt.pipe.remote;
