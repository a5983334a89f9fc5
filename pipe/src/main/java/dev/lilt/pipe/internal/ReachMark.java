package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageHandler;

/**
 * The leaf of a subscription's chain on a pipe that reports dead messages: marks the thread's
 * publish as having reached a handler (past every filter), then calls it.
 */
final class ReachMark implements MessageHandler<Object>, Wrapper {
    private final MessageHandler<Object> handler;

    @SuppressWarnings("unchecked")
    ReachMark(MessageHandler<?> handler) {
        this.handler = (MessageHandler<Object>) handler;
    }

    @Override
    public void handle(Object message) {
        DispatchState.current().reached = true; // before the call: a handler that throws was reached
        handler.handle(message);
    }

    @Override
    public Object wrapped() {
        return handler;
    }
}
