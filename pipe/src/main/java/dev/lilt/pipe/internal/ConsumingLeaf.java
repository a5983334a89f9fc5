package dev.lilt.pipe.internal;

import dev.lilt.pipe.ConsumingHandler;
import dev.lilt.pipe.MessageHandler;

/** A consuming handler as the leaf of its chain: marks the thread's publish consumed; see Ranks. */
final class ConsumingLeaf implements MessageHandler<Object>, Wrapper {
    private final ConsumingHandler<Object> handler;

    @SuppressWarnings("unchecked")
    ConsumingLeaf(ConsumingHandler<?> handler) {
        this.handler = (ConsumingHandler<Object>) handler;
    }

    @Override
    public void handle(Object message) {
        if (handler.handle(message)) {
            DispatchState.current().consumed = true;
        }
    }

    @Override
    public Object wrapped() {
        return handler;
    }
}
