package dev.lilt.pipe.redis;

/**
 * Counters of one {@link DistributedPipe}, since it was built.
 *
 * @param published messages handed to the server (publish calls that passed the checks)
 * @param received messages that arrived from the server (before decoding, per subscription
 *     target: a key subscribed directly and through a pattern counts twice)
 * @param decodeFailures messages a codec could not decode
 * @param handlerFailures deliveries where at least one local handler threw
 * @param deadLettered Streams messages moved to the dead-letter key after their retries
 * @param claimed Streams messages claimed from dead or stuck consumers ({@code XAUTOCLAIM})
 * @param reconnects times a connection came back after being lost
 */
public record DistributedPipeStats(long published, long received, long decodeFailures,
        long handlerFailures, long deadLettered, long claimed, long reconnects) {
}
