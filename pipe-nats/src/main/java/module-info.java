/**
 * Lilt Pipe NATS: the distributed pipe over NATS (jnats), core publish/subscribe at most once and
 * JetStream at least once.
 */
module dev.lilt.pipe.nats {
    requires transitive dev.lilt.pipe;
    requires io.nats.jnats;

    exports dev.lilt.pipe.nats;
}
