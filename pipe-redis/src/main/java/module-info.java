/**
 * Lilt Pipe Redis: the pipe across processes and machines over Redis (Pub/Sub or Streams,
 * standalone or cluster), an engine of the neutral API in {@code dev.lilt.pipe.remote}. Jackson is
 * optional: it is needed only by {@link dev.lilt.pipe.redis.JsonCodec}.
 */
module dev.lilt.pipe.redis {
    requires transitive dev.lilt.pipe;
    requires lettuce.core;
    requires static com.fasterxml.jackson.databind;

    exports dev.lilt.pipe.redis;
}
