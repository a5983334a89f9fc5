package dev.lilt.pipe.internal;

import dev.lilt.pipe.DeadMessage;
import dev.lilt.pipe.MessageHandler;

/**
 * The opt-in delivery options of {@code MessagePipeBuilder}: delivery to supertypes and the
 * dead-message handler (null if none). With both off a pipe's plain brokers are the plain ones.
 *
 * @param supertypes whether a message also goes to the subscribers of its supertypes
 * @param deadMessages receives the messages no handler received, or null
 */
public record DispatchOptions(boolean supertypes, MessageHandler<? super DeadMessage> deadMessages) {
    /** Both off. */
    public static final DispatchOptions NONE = new DispatchOptions(false, null);

    /** Whether a plain broker needs the routed publish (RoutedBroker). */
    boolean routed() {
        return supertypes || deadMessages != null;
    }
}
