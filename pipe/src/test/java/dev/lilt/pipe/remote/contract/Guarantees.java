package dev.lilt.pipe.remote.contract;

import dev.lilt.pipe.remote.DeliveryGuarantee;
import java.util.Objects;

/**
 * What an engine, in one mode, declares it gives; {@link DistributedPipeContract} runs the tests
 * of what is declared and skips, with the reason, those of what is not. Start from
 * {@link #atMostOnce()} or {@link #atLeastOnce()} and change what differs.
 *
 * @param guarantee the pipe's {@link dev.lilt.pipe.remote.DistributedPipe#guarantee()}
 * @param orderedPerKey messages of one publisher to one key arrive in publish order
 * @param patterns {@code subscribePattern} works (false: it throws UnsupportedOperationException)
 * @param requests {@code remoteRequests} works (false: it throws UnsupportedOperationException)
 * @param storesWhileUnsubscribed a message published while a key has no subscriber in a pipe
 *     reaches that pipe's next subscriber of the key
 * @param receiverCount what a publish's stage completes with
 */
public record Guarantees(DeliveryGuarantee guarantee, boolean orderedPerKey, boolean patterns,
        boolean requests, boolean storesWhileUnsubscribed, ReceiverCount receiverCount) {
    /** What a publish's stage completes with. */
    public enum ReceiverCount {
        /** The server-side subscriptions reached: one per key and one per pattern of each pipe. */
        PER_SUBSCRIPTION,
        /** 1 once the message is stored (every group reads it). */
        ONE_WHEN_STORED,
        /** {@link dev.lilt.pipe.remote.DistributedPublisher#UNKNOWN_RECEIVERS}: the engine cannot count. */
        UNKNOWN
    }

    /**
     * Checks the declaration.
     *
     * @param guarantee the guarantee
     * @param orderedPerKey ordering per key
     * @param patterns patterns supported
     * @param requests requests supported
     * @param storesWhileUnsubscribed storage while unsubscribed
     * @param receiverCount the receiver count
     */
    public Guarantees {
        Objects.requireNonNull(guarantee, "guarantee == null");
        Objects.requireNonNull(receiverCount, "receiverCount == null");
    }

    /**
     * At most once, ordered per key, patterns and requests, nothing stored, receivers counted per
     * subscription.
     *
     * @return the declaration
     */
    public static Guarantees atMostOnce() {
        return new Guarantees(DeliveryGuarantee.AT_MOST_ONCE, true, true, true, false, ReceiverCount.PER_SUBSCRIPTION);
    }

    /**
     * At least once, ordered per key, no patterns, no requests, stored while unsubscribed, 1 once
     * stored.
     *
     * @return the declaration
     */
    public static Guarantees atLeastOnce() {
        return new Guarantees(DeliveryGuarantee.AT_LEAST_ONCE, true, false, false, true, ReceiverCount.ONE_WHEN_STORED);
    }

    /**
     * This declaration with another ordering.
     *
     * @param ordered whether messages of one publisher to one key arrive in order
     * @return the changed declaration
     */
    public Guarantees withOrderedPerKey(boolean ordered) {
        return new Guarantees(guarantee, ordered, patterns, requests, storesWhileUnsubscribed, receiverCount);
    }

    /**
     * This declaration with or without patterns.
     *
     * @param supported whether patterns work
     * @return the changed declaration
     */
    public Guarantees withPatterns(boolean supported) {
        return new Guarantees(guarantee, orderedPerKey, supported, requests, storesWhileUnsubscribed, receiverCount);
    }

    /**
     * This declaration with or without remote requests.
     *
     * @param supported whether remote requests work
     * @return the changed declaration
     */
    public Guarantees withRequests(boolean supported) {
        return new Guarantees(guarantee, orderedPerKey, patterns, supported, storesWhileUnsubscribed, receiverCount);
    }

    /**
     * This declaration with or without storage while unsubscribed.
     *
     * @param stores whether a message published while unsubscribed reaches the next subscriber
     * @return the changed declaration
     */
    public Guarantees withStoresWhileUnsubscribed(boolean stores) {
        return new Guarantees(guarantee, orderedPerKey, patterns, requests, stores, receiverCount);
    }

    /**
     * This declaration with another receiver count.
     *
     * @param count what a publish completes with
     * @return the changed declaration
     */
    public Guarantees withReceiverCount(ReceiverCount count) {
        return new Guarantees(guarantee, orderedPerKey, patterns, requests, storesWhileUnsubscribed, count);
    }
}
