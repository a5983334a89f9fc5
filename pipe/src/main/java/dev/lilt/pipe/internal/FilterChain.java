package dev.lilt.pipe.internal;

import dev.lilt.pipe.AsyncMessageFilter;
import dev.lilt.pipe.AsyncMessageHandler;
import dev.lilt.pipe.CancellationToken;
import dev.lilt.pipe.MessageFilter;
import dev.lilt.pipe.MessageHandler;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * Builds, once per subscribe, the handler a publish calls: filters wrapped around the handler,
 * for synchronous and for asynchronous handlers.
 */
final class FilterChain {
    /*
     * Design note. The chain is a linked row of Link (or AsyncLink) objects, outermost filter
     * first, ending in the user's handler; a publish calls one handler and the links call on.
     * Filters are sorted by order() with a stable sort over (global filters, then the
     * subscription's own), so equal orders keep global-first, then list order. With no filter at
     * all the handler itself is the target: no extra call on the hot path.
     */

    /**
     * What a predicate's async filter returns for a message it drops: handled, nothing to wait
     * for. A minimal stage, so that an outer filter it reaches cannot complete or obtrude it.
     */
    private static final CompletionStage<Void> DROPPED = CompletableFuture.completedStage(null);

    private FilterChain() {
    }

    @SuppressWarnings("unchecked")
    static MessageHandler<Object> build(List<MessageFilter<Object>> globals,
            List<? extends MessageFilter<?>> own, MessageHandler<?> handler) {
        Objects.requireNonNull(handler, "handler == null");
        return wrap(sorted(globals, own, MessageFilter::order), (MessageHandler<Object>) handler, Link::new);
    }

    /** {@code handler} is an AsyncMessageHandler or a CancellableMessageHandler. */
    static AsyncTarget buildAsync(List<AsyncMessageFilter<Object>> globals,
            List<? extends AsyncMessageFilter<?>> own, Object handler) {
        Objects.requireNonNull(handler, "handler == null");
        return wrap(sorted(globals, own, AsyncMessageFilter::order), AsyncTarget.leaf(handler), AsyncLink::new);
    }

    /**
     * {@code handler} inside {@code filters}, the first outermost; {@code link} puts one filter
     * around what is inside it. Message, async and request chains alike.
     */
    static <F, H> H wrap(List<F> filters, H handler, BiFunction<F, H, H> link) {
        H next = handler;
        for (int i = filters.size() - 1; i >= 0; i--) {
            next = link.apply(filters.get(i), next);
        }
        return next;
    }

    /** Whether {@code target} is a filter link: calling it may not reach the handler inside. */
    static boolean isLink(Object target) {
        return target instanceof Link;
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

    /** An async filter that passes on only what {@code predicate} accepts. */
    static <T> List<AsyncMessageFilter<T>> ofAsync(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate, "predicate == null");
        return List.of((message, next) -> predicate.test(message) ? next.handle(message) : DROPPED);
    }

    /** Globals then own (null-checked), stably sorted by order: the chain, outermost first. */
    @SuppressWarnings("unchecked")
    static <F> List<F> sorted(List<F> globals, List<?> own, ToIntFunction<? super F> order) {
        Objects.requireNonNull(own, "filters == null");
        List<F> all = new ArrayList<>(globals.size() + own.size());
        all.addAll(globals);
        for (Object f : own) {
            all.add((F) Objects.requireNonNull(f, "filter == null"));
        }
        all.sort(Comparator.comparingInt(order));
        return all;
    }

    private static final class Link implements MessageHandler<Object>, Wrapper {
        private final MessageFilter<Object> filter;
        private final MessageHandler<Object> next;

        Link(MessageFilter<Object> filter, MessageHandler<Object> next) {
            this.filter = filter;
            this.next = next;
        }

        @Override
        public Object wrapped() {
            return next;
        }

        @Override
        public void handle(Object message) {
            filter.filter(message, next);
        }
    }

    /**
     * One async filter. The filter's {@code next} is a plain handler; when the rest of the chain
     * needs the publish's token, a small closure binds it (one allocation per link and publish,
     * only on that path; an async publish allocates its stages anyway).
     */
    private static final class AsyncLink implements AsyncTarget, Wrapper {
        private final AsyncMessageFilter<Object> filter;
        private final AsyncTarget next;
        private final AsyncMessageHandler<Object> tokenFree; // next as a handler, if it needs no token

        AsyncLink(AsyncMessageFilter<Object> filter, AsyncTarget next) {
            this.filter = filter;
            this.next = next;
            this.tokenFree = next instanceof AsyncTarget.Plain ? ((AsyncTarget.Plain) next).handler : null;
        }

        @Override
        public Object wrapped() {
            return next;
        }

        @Override
        public CompletionStage<?> start(Object message, CancellationToken cancellation) {
            AsyncMessageHandler<Object> h = tokenFree != null ? tokenFree : m -> next.start(m, cancellation);
            return filter.filter(message, h);
        }
    }
}
