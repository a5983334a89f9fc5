package dev.lilt.pipe.internal;

import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.SubscriptionLeakException;
import java.lang.ref.Cleaner;

/**
 * Finds subscriptions whose handle became unreachable while they are still subscribed.
 */
final class LeakDetector {
    /*
     * Design note.
     *
     * A node stays reachable as long as its list holds it, so what can become unreachable is the
     * handle the user got back. With detection on, subscribe returns a Tracked handle (a thin
     * delegate) registered with a Cleaner; the cleaning action holds the node, never the handle.
     * When the handle is collected, the action runs once on the cleaner's thread: a node still
     * open is a leak, reported with its type, key and subscribe site. Closing the handle closes
     * the node and runs the action early (finding it closed), which also deregisters it.
     *
     * The Cleaner (one daemon thread for all pipes) is created when the first detecting pipe is
     * built; a pipe without detection never touches this class, so detection off costs nothing
     * on any path but one null test per subscribe.
     */

    private final Delivery delivery;

    LeakDetector(Delivery delivery) {
        this.delivery = delivery;
    }

    Subscription track(Class<?> messageType, Node node) {
        Tracked handle = new Tracked(node);
        handle.cleanable = SharedCleaner.INSTANCE.register(handle, new Check(messageType, node, delivery));
        return handle;
    }

    /** The cleaning action: reports the node if it is still open. Never refers to the handle. */
    private static final class Check implements Runnable {
        private final Class<?> messageType;
        private final Node node;
        private final Delivery delivery;

        Check(Class<?> messageType, Node node, Delivery delivery) {
            this.messageType = messageType;
            this.node = node;
            this.delivery = delivery;
        }

        @Override
        public void run() {
            if (!node.isClosedAcquire()) {
                LiveSubscription info = LiveSubscription.of(messageType, node);
                delivery.reportLeak(info, new SubscriptionLeakException(info, node.site));
            }
        }
    }

    /** What subscribe returns with detection on. */
    private static final class Tracked implements Subscription {
        private final Node node;
        Cleaner.Cleanable cleanable;

        Tracked(Node node) {
            this.node = node;
        }

        @Override
        public void close() {
            node.close();
            cleanable.clean();
        }

        @Override
        public boolean isClosed() {
            return node.isClosed();
        }

        @Override
        public String toString() {
            return node.toString();
        }
    }
}
