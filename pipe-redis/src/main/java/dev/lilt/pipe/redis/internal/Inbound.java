package dev.lilt.pipe.redis.internal;

/** Where a transport hands received messages: the pipe's dispatcher. */
interface Inbound {
    /** What became of one delivery attempt. */
    enum Outcome {
        /** Every local handler ran without throwing (or the topic had none). */
        DELIVERED,
        /** At least one local handler (or filter) threw. */
        HANDLER_FAILED,
        /** A codec could not decode the payload; retrying cannot help. */
        UNDECODABLE
    }

    /**
     * Delivers a message to the local subscribers of a topic later, on the pipe's delivery
     * thread, in call order; failures go to the error handler. For at-most-once transports.
     *
     * @param topic the topic it arrived for
     * @param key the key it was published to
     * @param payload the bytes
     */
    void enqueue(Topic topic, String key, byte[] payload);

    /**
     * Delivers a message to the local subscribers of a topic now, on the calling thread.
     *
     * @param topic the topic it arrived for
     * @param key the key it was published to
     * @param payload the bytes
     * @param reportFailures whether handler failures go to the error handler (false while
     *     retries remain)
     * @return the outcome
     */
    Outcome deliverNow(Topic topic, String key, byte[] payload, boolean reportFailures);

    /**
     * Reports a problem of the transport (a failed unsubscribe, a read error) that no caller waits for.
     *
     * @param what what was being done
     * @param failure the failure
     */
    void transportFailure(String what, Throwable failure);
}
