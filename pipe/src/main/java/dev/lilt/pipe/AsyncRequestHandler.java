package dev.lilt.pipe;

import java.util.concurrent.CompletionStage;

/**
 * Answers requests of one type asynchronously; register with
 * {@link MessagePipe#registerAsync(Class, Class, AsyncRequestHandler)}.
 *
 * @param <Q> the request type
 * @param <R> the response type
 */
@FunctionalInterface
public interface AsyncRequestHandler<Q, R> {
    /**
     * Starts answering one request.
     *
     * @param request the request, never null
     * @return a stage completed with the response
     */
    CompletionStage<R> handle(Q request);
}
