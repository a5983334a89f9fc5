package dev.lilt.pipe;

import java.util.List;
import java.util.concurrent.CompletionStage;

/**
 * Sends requests to the handlers registered for a (request type, response type) pair; obtain with
 * {@link MessagePipe#requester(Class, Class)}. Thread-safe; handlers run on the calling thread.
 *
 * @param <Q> the request type
 * @param <R> the response type
 */
public interface Requester<Q, R> {
    /**
     * Asks the one registered live handler. An asynchronous handler is waited for (as
     * {@link java.util.concurrent.CompletableFuture#join()}, so its failure arrives wrapped in a
     * {@link java.util.concurrent.CompletionException}); a synchronous handler's exception
     * propagates as thrown.
     *
     * @param request the request
     * @return the handler's response
     * @throws NullPointerException if {@code request} is null ("request == null")
     * @throws IllegalStateException if no handler is registered (the message names the request
     *     and response types), if several are (the message says how many and points to
     *     {@link #invokeAll}), or if the pipe or scope is closed
     */
    R invoke(Q request);

    /**
     * Asks every registered live handler, in registration order. Every handler runs even if one
     * throws.
     *
     * @param request the request
     * @return the responses in registration order; empty if no handler is registered
     * @throws NullPointerException if {@code request} is null ("request == null")
     * @throws IllegalStateException if the pipe or scope is closed
     * @throws MessageDeliveryException after all have run, if one or more handlers threw (first
     *     failure as cause, others suppressed)
     */
    List<R> invokeAll(Q request);

    /**
     * Asks the one registered live handler without waiting. A synchronous handler runs now
     * and its result or exception is carried by the stage. A failed stage fails with the
     * handler's exception itself (not a {@link java.util.concurrent.CompletionException} around
     * it).
     *
     * @param request the request
     * @return a stage completed with the response
     * @throws NullPointerException if {@code request} is null ("request == null")
     * @throws IllegalStateException if no handler is registered (the message names the request
     *     and response types), if several are (the message says how many and points to
     *     {@link #invokeAllAsync(Object)}), or if the pipe or scope is closed
     */
    CompletionStage<R> invokeAsync(Q request);

    /**
     * Asks every registered live handler without waiting, with the pipe's async strategy
     * ({@link MessagePipeBuilder#asyncPublishStrategy}, PARALLEL unless set): see
     * {@link #invokeAllAsync(Object, AsyncPublishStrategy)}.
     *
     * @param request the request
     * @return a stage completed with the responses in registration order, or failed with a
     *     {@link MessageDeliveryException} (itself, not wrapped; first failure as cause, others
     *     suppressed) if one or more handlers failed
     * @throws NullPointerException if {@code request} is null ("request == null")
     * @throws IllegalStateException if the pipe or scope is closed
     */
    CompletionStage<List<R>> invokeAllAsync(Q request);

    /**
     * Asks every registered live handler without waiting. PARALLEL starts all of them now, in
     * registration order; SEQUENTIAL starts each when the previous one's stage completed
     * (successfully or not), skipping a registration closed before its turn.
     *
     * @param request the request
     * @param strategy SEQUENTIAL or PARALLEL
     * @return a stage completed with the responses in registration order, or failed with a
     *     {@link MessageDeliveryException} (first failure as cause, others suppressed)
     * @throws NullPointerException if {@code request} ("request == null") or {@code strategy}
     *     ("strategy == null") is null
     * @throws IllegalStateException if the pipe or scope is closed
     */
    CompletionStage<List<R>> invokeAllAsync(Q request, AsyncPublishStrategy strategy);
}
