package dev.lilt.pipe.remote;

/**
 * What a {@link DistributedPipe} promises about loss and duplicates; each engine's mode maps to
 * one (Redis Pub/Sub and Redis Streams, for example) and its guarantee table says the rest
 * (ordering, patterns, requests, what survives a restart).
 */
public enum DeliveryGuarantee {
    /**
     * Each message reaches each subscribed pipe at most once. A message published while a
     * subscriber is disconnected (or before it subscribed) is lost for it; nothing is stored.
     */
    AT_MOST_ONCE,
    /**
     * Each message reaches its subscribers at least once: it is stored until acknowledged after
     * its handlers ran, redelivered when a consumer dies before that, retried and then set aside
     * (dead-lettered) when handlers keep failing. Handlers must tolerate a repeat; engines drop
     * the repeats they can recognise.
     */
    AT_LEAST_ONCE
}
