package dev.lilt.pipe;

import java.util.Objects;

/**
 * A message that no handler received, as reported to the dead-message handler of a pipe built
 * with {@link MessagePipeBuilder#deadMessageHandler(MessageHandler)} (Guava's {@code DeadEvent},
 * greenrobot's {@code NoSubscriberEvent}).
 *
 * <p>Made only when a publish found no taker: a pipe without a dead-message handler never makes
 * one.
 */
public final class DeadMessage {
    /** Why a message is dead. */
    public enum Reason {
        /** The publish found no live subscription. */
        NO_SUBSCRIBER,
        /**
         * Every subscription the publish reached dropped the message in a filter (or its
         * predicate) before its handler.
         */
        FILTERED
    }

    private final Object message;
    private final Class<?> messageType;
    private final Reason reason;

    /**
     * A report of one dead message.
     *
     * @param message the message
     * @param messageType the type it was published as (the publisher's type)
     * @param reason why no handler received it
     * @throws NullPointerException if an argument is null ("message == null", "messageType == null",
     *     "reason == null")
     */
    public DeadMessage(Object message, Class<?> messageType, Reason reason) {
        this.message = Objects.requireNonNull(message, "message == null");
        this.messageType = Objects.requireNonNull(messageType, "messageType == null");
        this.reason = Objects.requireNonNull(reason, "reason == null");
    }

    /**
     * The message that no handler received.
     *
     * @return the message, never null
     */
    public Object message() {
        return message;
    }

    /**
     * The type the message was published as: the publisher's type, which the message's class
     * is or extends.
     *
     * @return the publisher's message type
     */
    public Class<?> messageType() {
        return messageType;
    }

    /**
     * Why no handler received the message.
     *
     * @return the reason
     */
    public Reason reason() {
        return reason;
    }

    /** Names the types and the reason, never the message: its {@code toString()} is user code. */
    @Override
    public String toString() {
        return "DeadMessage[" + messageType.getName() + " (" + message.getClass().getName() + "), " + reason + "]";
    }
}
