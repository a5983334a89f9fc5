/**
 * The pipe across processes over Redis: {@link dev.lilt.pipe.redis.RedisPipe#builder()} builds an
 * engine-neutral {@link dev.lilt.pipe.remote.DistributedPipe} on Redis Pub/Sub (at most once) or
 * Streams (at least once), standalone or cluster; {@link dev.lilt.pipe.redis.JsonCodec} adds JSON
 * codecs through Jackson.
 */
package dev.lilt.pipe.redis;
