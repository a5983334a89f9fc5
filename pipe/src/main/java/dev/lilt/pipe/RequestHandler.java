package dev.lilt.pipe;

/**
 * Answers requests of one type; register with
 * {@link MessagePipe#register(Class, Class, RequestHandler)}.
 *
 * @param <Q> the request type
 * @param <R> the response type
 */
@FunctionalInterface
public interface RequestHandler<Q, R> {
    /**
     * Answers one request.
     *
     * @param request the request, never null
     * @return the response
     */
    R handle(Q request);
}
