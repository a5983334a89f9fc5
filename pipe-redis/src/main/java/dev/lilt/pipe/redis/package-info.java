/**
 * The pipe across processes: {@link dev.lilt.pipe.redis.DistributedPipe} over Redis
 * ({@link dev.lilt.pipe.redis.RedisPipe}) or in memory ({@link dev.lilt.pipe.redis.InMemoryServer}),
 * with {@link dev.lilt.pipe.redis.MessageCodec}s for the bytes on the wire.
 */
package dev.lilt.pipe.redis;
