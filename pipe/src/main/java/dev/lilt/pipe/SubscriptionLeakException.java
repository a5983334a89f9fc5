package dev.lilt.pipe;

/**
 * Reported to the pipe's error handler when a subscription was found unreachable while still
 * subscribed (see {@link MessagePipeBuilder#detectLeaks(boolean)}). Its cause, when the pipe
 * captures subscription sites, is a throwable whose stack trace is the subscribe site.
 */
public final class SubscriptionLeakException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The leaked subscription's message type, key and site (not serialized). */
    private final transient SubscriptionInfo subscription;

    /**
     * Creates the report.
     *
     * @param subscription what leaked
     * @param site the subscribe site, or null if not captured
     */
    public SubscriptionLeakException(SubscriptionInfo subscription, Throwable site) {
        super("subscription leaked (unreachable but never closed): " + describe(subscription), site);
        this.subscription = subscription;
    }

    /**
     * The leaked subscription.
     *
     * @return its message type, key and subscribe site
     */
    public SubscriptionInfo subscription() {
        return subscription;
    }

    private static String describe(SubscriptionInfo s) {
        return s.messageType().getName()
                + (s.key() == null ? "" : " (keyed, key type " + s.key().getClass().getName() + ")");
    }
}
