package dev.lilt.pipe.remote;

/**
 * Counters of one {@link DistributedPipe}, since it was built. A counter of something the
 * engine does not do (dead letters, claims, resends without Redis Streams) stays 0.
 *
 * @param published messages handed to the server (publish calls that passed the checks)
 * @param received messages that arrived for a subscription (before decoding, per subscription
 *     target: a key subscribed directly and through a pattern counts twice)
 * @param decodeFailures messages a codec could not decode
 * @param handlerFailures deliveries where at least one local handler threw
 * @param deadLettered at-least-once messages moved to the dead-letter key after their retries
 * @param claimed at-least-once messages taken over from dead or stuck consumers (Redis {@code XAUTOCLAIM})
 * @param reconnects times a connection came back after being lost
 * @param publishNotSent publishes that failed with {@link MessageNotSentException} (not delivered)
 * @param publishUnknown publishes that failed with {@link MessageOutcomeUnknownException} (maybe delivered)
 * @param publishResent at-least-once messages written again after a lost answer (same producer id and sequence)
 * @param duplicatesDropped at-least-once messages this pipe received again (a resent message, a redelivered
 *     entry it had delivered) and dropped without calling the handlers
 * @param lateResponses answers to remote requests that found no waiting call (it had timed out,
 *     was cancelled, or another handler process answered first) and were dropped
 * @param remoteCallsWaiting remote requests sent by this pipe still waiting for their answer, now
 *     (a gauge: each call leaves it when answered, timed out, cancelled or the pipe closes)
 */
public record DistributedPipeStats(long published, long received, long decodeFailures,
        long handlerFailures, long deadLettered, long claimed, long reconnects, long publishNotSent,
        long publishUnknown, long publishResent, long duplicatesDropped, long lateResponses,
        long remoteCallsWaiting) {
}
