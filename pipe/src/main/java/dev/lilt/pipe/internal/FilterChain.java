package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;

/** Builds, once per subscribe, the handler a publish calls: filters wrapped around the handler. */
final class FilterChain {
    /*
     * Design note. The chain is a linked row of Link objects, outermost filter first, ending in
     * the user's handler; a publish calls one handler and the links call on. Filters are sorted
     * by order() with a stable sort over (global filters, then the subscription's own), so equal
     * orders keep global-first, then list order. With no filter at all the handler itself is the
     * target: no extra call on the hot path.
     */

    private FilterChain() {
    }

    @SuppressWarnings("unchecked")
    static MessageHandler<Object> build(List<MessageFilter<Object>> globals,
            List<? extends MessageFilter<?>> own, MessageHandler<?> handler) {
        Objects.requireNonNull(handler, "handler == null");
        Objects.requireNonNull(own, "filters == null");
        List<MessageFilter<Object>> all = new ArrayList<>(globals.size() + own.size());
        all.addAll(globals);
        for (MessageFilter<?> f : own) {
            all.add((MessageFilter<Object>) Objects.requireNonNull(f, "filter == null"));
        }
        MessageHandler<Object> next = (MessageHandler<Object>) handler;
        if (all.isEmpty()) {
            return next;
        }
        all.sort(Comparator.comparingInt(MessageFilter::order));
        for (int i = all.size() - 1; i >= 0; i--) {
            next = new Link(all.get(i), next);
        }
        return next;
    }

    /** A filter that passes on only what {@code predicate} accepts. */
    static <T> List<MessageFilter<T>> of(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate, "predicate == null");
        return List.of((message, next) -> {
            if (predicate.test(message)) {
                next.handle(message);
            }
        });
    }

    private static final class Link implements MessageHandler<Object> {
        private final MessageFilter<Object> filter;
        private final MessageHandler<Object> next;

        Link(MessageFilter<Object> filter, MessageHandler<Object> next) {
            this.filter = filter;
            this.next = next;
        }

        @Override
        public void handle(Object message) {
            filter.filter(message, next);
        }
    }
}
