package dev.lilt.pipe.internal;

import dev.lilt.pipe.Publisher;
import java.util.Objects;

/** The plain broker: one handler list, lock-free allocation-free publish. */
final class TypedBroker<T> extends SubscriberBase<T> implements Publisher<T> {
    TypedBroker(Class<T> type, PipeContext ctx) {
        super(type, ctx);
    }

    @Override
    public void publish(T message) {
        Objects.requireNonNull(message, "message == null");
        countPublish();
        list.publish(message, ctx.delivery);
    }

    @Override
    boolean ranks() {
        return true;
    }
}
