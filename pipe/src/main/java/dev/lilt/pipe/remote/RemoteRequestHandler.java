package dev.lilt.pipe.remote;

/**
 * Answers requests of one type sent by {@link RemoteRequestChannel#invokeAsync} from any process
 * (MessagePipe's remote request handler). Registered with {@link RemoteRequestChannel#handle}.
 *
 * @param <Q> the request type
 * @param <R> the response type
 */
@FunctionalInterface
public interface RemoteRequestHandler<Q, R> {
    /**
     * Answers one request.
     *
     * @param request the decoded request, never null
     * @return the response, not null (a null answer reaches the caller as a
     *     {@link RemoteHandlerException} of type {@code java.lang.NullPointerException})
     * @throws Exception anything: its class name and message reach the caller as a
     *     {@link RemoteHandlerException}
     */
    R handle(Q request) throws Exception;
}
