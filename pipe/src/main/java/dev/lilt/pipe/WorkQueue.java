package dev.lilt.pipe;

import java.util.concurrent.Executor;

/**
 * Competing consumers in process (Vert.x {@code send}, Disruptor {@code WorkerPool}): each message
 * sent goes to one consumer, chosen by the queue's {@link WorkDispatch}; obtain with
 * {@link MessagePipe#workQueue(Class, WorkDispatch)}.
 *
 * <p>Hand-off. A consumer on an executor has a queue. Closing it hands the messages still queued
 * for it (not started) to the other consumers, by the same dispatch; if none can take one (no
 * consumer left, or every queue full) that message is reported: to the pipe's error handler, or
 * else to the closing thread's uncaught exception handler, as a {@link MessageDeliveryException}
 * around an {@link IllegalStateException}. So every message a {@link #send} accepted is handled
 * by exactly one consumer or reported, never both and never neither. Closing the pipe or scope
 * reports the messages still queued the same way. A handler that throws has taken its message:
 * the failure goes where a publish's would (thrown from {@code send} on the sending thread, the
 * error handler or the executor thread's uncaught exception handler on an executor), and the
 * message is not sent again.
 *
 * <p>Thread-safe: any thread may send, subscribe and close. Once {@code subscribe} returns, a send
 * that starts afterwards may choose the new consumer; once a consumer's {@code close} returns, no
 * send chooses it and no message starts on it (one already running finishes). Messages to one
 * consumer start in the order they were queued for it, one at a time on an executor; messages
 * handed off at a close may arrive after later ones.
 *
 * @param <T> the message type
 */
public interface WorkQueue<T> {
    /**
     * Gives {@code message} to one consumer: a consumer on the sending thread handles it now,
     * during this call; one on an executor queues it.
     *
     * @param message the message
     * @throws NullPointerException if {@code message} is null ("message == null")
     * @throws IllegalStateException if there is no consumer, if every consumer's queue is full
     *     (the message says which: nothing was queued), or if the pipe or scope is closed
     * @throws MessageDeliveryException if the chosen consumer ran on this thread, threw, and the
     *     pipe has no error handler
     */
    void send(T message);

    /**
     * Adds a consumer that handles its messages on the sending thread. The pipe's global filters
     * wrap it.
     *
     * @param handler the consumer
     * @return the consumer's subscription; close it to stop consuming
     * @throws NullPointerException if {@code handler} is null ("handler == null")
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(MessageHandler<? super T> handler);

    /**
     * Adds a consumer that handles its messages on {@code executor}, one at a time, from a queue of
     * {@code queueCapacity} messages. The pipe's global filters wrap it. If the executor rejects
     * the drain task, the rejection is reported (error handler or uncaught exception handler) and
     * the messages stay queued for the next send to try again, or for the hand-off at close.
     *
     * @param executor where the handler runs
     * @param queueCapacity how many messages may wait for this consumer, at least 1
     * @param handler the consumer
     * @return the consumer's subscription; close it to stop consuming and hand its queue off
     * @throws NullPointerException if {@code executor} ("executor == null") or {@code handler}
     *     ("handler == null") is null
     * @throws IllegalArgumentException if {@code queueCapacity} is below 1
     * @throws IllegalStateException if the pipe or scope is closed
     */
    Subscription subscribe(Executor executor, int queueCapacity, MessageHandler<? super T> handler);

    /**
     * The number of live consumers.
     *
     * @return how many consumers a send can choose from now
     */
    int consumerCount();

    /**
     * How this queue chooses a consumer.
     *
     * @return the dispatch the queue was created with
     */
    WorkDispatch dispatch();
}
