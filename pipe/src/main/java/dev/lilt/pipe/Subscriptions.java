package dev.lilt.pipe;

/** Shared subscription constants. */
final class Subscriptions {
    /** A subscription that is already closed; closing it does nothing. */
    static final Subscription CLOSED = new Subscription() {
        @Override
        public void close() {
        }

        @Override
        public boolean isClosed() {
            return true;
        }
    };

    private Subscriptions() {
    }
}
