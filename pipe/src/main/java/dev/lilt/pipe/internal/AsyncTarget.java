package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.CancellableMessageHandler;
import dev.lilt.pipe.CancellationToken;
import java.util.concurrent.CompletionStage;

/**
 * What an async publish starts for one subscription: the async filter chain around a plain or
 * cancellable handler, given the publish's cancellation token.
 */
interface AsyncTarget {
    CompletionStage<?> start(Object message, CancellationToken cancellation);

    /** The leaf for a handler of either shape. */
    @SuppressWarnings("unchecked")
    static AsyncTarget leaf(Object handler) {
        if (handler instanceof CancellableMessageHandler) {
            return new Cancellable((CancellableMessageHandler<Object>) handler);
        }
        return new Plain((AsyncMessageHandler<Object>) handler);
    }

    /** A handler that takes no token: a filter in front of it can be given the handler itself. */
    final class Plain implements AsyncTarget, Wrapper {
        final AsyncMessageHandler<Object> handler;

        Plain(AsyncMessageHandler<Object> handler) {
            this.handler = handler;
        }

        @Override
        public Object wrapped() {
            return handler;
        }

        @Override
        public CompletionStage<?> start(Object message, CancellationToken cancellation) {
            return handler.handle(message);
        }
    }

    /** A handler that takes the publish's token. */
    final class Cancellable implements AsyncTarget, Wrapper {
        private final CancellableMessageHandler<Object> handler;

        Cancellable(CancellableMessageHandler<Object> handler) {
            this.handler = handler;
        }

        @Override
        public CompletionStage<?> start(Object message, CancellationToken cancellation) {
            return handler.handle(message, cancellation);
        }

        @Override
        public Object wrapped() {
            return handler;
        }
    }
}
