package dev.lilt.pipe.remote;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Request/response of one request type across processes (MessagePipe's remote request handler):
 * a handler registered in one process answers {@link #invokeAsync} from any process on the same
 * server. Obtain one from {@link DistributedPipe#remoteRequests}. Thread-safe.
 *
 * <p>Requests travel at most once, on keys of the pipe ({@code lilt.rpc.req.<type>}, answers on
 * a reply key of the calling pipe): each request reaches every pipe that handles the type at
 * that moment, at most once each; the first answer completes the call, later ones are dropped and
 * counted ({@link DistributedPipeStats#lateResponses()}). A request sent while no handler listens
 * is lost and the call times out.
 *
 * @param <Q> the request type
 * @param <R> the response type
 */
public interface RemoteRequestChannel<Q, R> {
    /**
     * The request type: the name requests of this channel are sent to.
     *
     * @return the type given to {@link DistributedPipe#remoteRequests}
     */
    String type();

    /**
     * Sends a request and returns its answer asynchronously.
     *
     * <p>The future completes with the handler's response, or fails with
     * {@link RemoteRequestTimeoutException} when no answer came within {@code timeout} (the
     * handler may have run), {@link RemoteHandlerException} when the handler threw,
     * {@link MessageNotSentException} when the request never left (the handler did not run),
     * {@link MessageOutcomeUnknownException} when the request was written and the server did not
     * confirm it, {@link MessageDecodeException} when the response cannot be decoded, or
     * {@link IllegalStateException} when the pipe closes first. Cancelling the future stops
     * waiting and frees the call's entry at once; an answer arriving later is dropped and counted.
     * The future completes on the pipe's delivery thread (or the timer thread, for a timeout):
     * do not block there.
     *
     * @param request the request
     * @param timeout how long to wait for the answer, counted from this call
     * @return the response
     * @throws NullPointerException if {@code request} ("request == null") or {@code timeout}
     *     ("timeout == null") is null, or the codec returned null
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     * @throws MessageTooLargeException if the request encodes to more than the pipe's limit
     * @throws IllegalStateException if the pipe is closed
     */
    CompletableFuture<R> invokeAsync(Q request, Duration timeout);

    /**
     * Sends a request and waits for its answer: {@link #invokeAsync} and a wait, with the
     * future's failure thrown as it is (not wrapped).
     *
     * @param request the request
     * @param timeout how long to wait for the answer
     * @return the response
     * @throws RemoteRequestTimeoutException when no answer came within {@code timeout}
     * @throws RemoteHandlerException when the handler threw
     * @throws InterruptedException if the calling thread is interrupted while waiting (the call
     *     is cancelled)
     * @throws NullPointerException if {@code request} or {@code timeout} is null
     * @throws IllegalArgumentException if {@code timeout} is zero or negative
     * @throws IllegalStateException if the pipe is closed, or this is the pipe's delivery thread
     *     (the answer would have to arrive on the thread that waits for it)
     * @throws RuntimeException any other failure listed on {@link #invokeAsync}
     */
    R invoke(Q request, Duration timeout) throws InterruptedException;

    /**
     * Registers the handler of this type in this pipe; it runs on the pipe's delivery thread. A
     * handler that itself waits on {@link #invoke} must use {@link #handle(RemoteRequestHandler,
     * Executor)}.
     *
     * @param handler answers each request
     * @return the registration; {@link DistributedSubscription#ready()} tells when requests reach it;
     *     closing it stops answering (requests already running still answer)
     * @throws NullPointerException if {@code handler} is null ("handler == null")
     * @throws IllegalStateException if this pipe already has a handler for the type, or is closed
     */
    DistributedSubscription handle(RemoteRequestHandler<? super Q, ? extends R> handler);

    /**
     * Registers the handler of this type in this pipe, run on {@code executor}.
     *
     * @param handler answers each request
     * @param executor runs the handler; a request it rejects is answered with the
     *     {@link java.util.concurrent.RejectedExecutionException}
     * @return the registration; closing it stops answering
     * @throws NullPointerException if {@code handler} ("handler == null") or {@code executor}
     *     ("executor == null") is null
     * @throws IllegalStateException if this pipe already has a handler for the type, or is closed
     */
    DistributedSubscription handle(RemoteRequestHandler<? super Q, ? extends R> handler, Executor executor);
}
