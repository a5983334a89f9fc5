/**
 * Lilt Pipe Redis: the pipe across processes and machines, over Redis (Pub/Sub or Streams,
 * standalone or cluster), plus an in-memory double for unit tests. Jackson is optional: it is
 * needed only by {@link dev.lilt.pipe.redis.MessageCodec#json(Class)}.
 */
module dev.lilt.pipe.redis {
    requires transitive dev.lilt.pipe;
    requires lettuce.core;
    requires static com.fasterxml.jackson.databind;

    exports dev.lilt.pipe.redis;
}
