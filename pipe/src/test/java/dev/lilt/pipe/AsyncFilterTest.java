package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class AsyncFilterTest {
    private final List<String> calls = Collections.synchronizedList(new ArrayList<>());

    private AsyncMessageHandler<String> recording(String name) {
        return m -> {
            calls.add(name + ":" + m);
            return CompletableFuture.completedFuture(null);
        };
    }

    private AsyncMessageFilter<String> tracing(String name, int order) {
        return AsyncMessageFilter.ordered(order, (m, next) -> {
            calls.add(name + ">");
            return next.handle(m).thenRun(() -> calls.add("<" + name));
        });
    }

    private static Throwable failureOf(CompletionStage<?> stage) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        stage.whenComplete((v, f) -> failure.set(f));
        return failure.get();
    }

    @Test
    void subscribe_filters_runOutermostFirstByOrder() {
        MessagePipe pipe = MessagePipe.create();
        pipe.asyncSubscriber(String.class).subscribe(recording("handler"),
                List.of(tracing("late", 10), tracing("early", -5), tracing("mid", 0)));

        CompletionStage<Void> done = pipe.asyncPublisher(String.class).publishAsync("m");

        assertThat(done.toCompletableFuture()).isCompletedWithValue(null);
        assertThat(calls).containsExactly("early>", "mid>", "late>", "handler:m", "<late", "<mid", "<early");
    }

    @Test
    void subscribe_globalAndOwnAsyncFilters_mergeByOrderGlobalFirstOnTies() {
        MessagePipe pipe = MessagePipe.builder()
                .asyncFilter(AsyncMessageFilter.ordered(0, (m, next) -> {
                    calls.add("global0");
                    return next.handle(m);
                }))
                .asyncFilter(AsyncMessageFilter.ordered(20, (m, next) -> {
                    calls.add("global20");
                    return next.handle(m);
                }))
                .build();
        pipe.asyncSubscriber(String.class).subscribe(m -> {
            calls.add("handler");
            return CompletableFuture.completedFuture(null);
        }, List.of(AsyncMessageFilter.ordered(0, (m, next) -> {
            calls.add("own0");
            return next.handle(m);
        }), AsyncMessageFilter.ordered(10, (m, next) -> {
            calls.add("own10");
            return next.handle(m);
        })));

        pipe.asyncPublisher(String.class).publishAsync("m", AsyncPublishStrategy.SEQUENTIAL);

        assertThat(calls).containsExactly("global0", "own0", "own10", "global20", "handler");
    }

    @Test
    void globalAsyncFilter_wrapsEverySubscriptionKindOfAsyncSubscribe() {
        MessagePipe pipe = MessagePipe.builder().asyncFilter((m, next) -> {
            calls.add("global:" + m);
            return next.handle(m);
        }).build();
        AsyncSubscriber<String> subscriber = pipe.asyncSubscriber(String.class);
        subscriber.subscribe(recording("plain"));
        subscriber.subscribe(recording("predicate"), m -> m.startsWith("y"));
        pipe.createScope().asyncSubscriber(String.class).subscribe(recording("scope"));

        pipe.asyncPublisher(String.class).publishAsync("yes", AsyncPublishStrategy.SEQUENTIAL);

        assertThat(calls).containsExactly("global:yes", "plain:yes", "global:yes", "predicate:yes");
    }

    @Test
    void globalSyncFilter_doesNotApplyToAsyncHandlers_norAsyncFilterToSyncOnes() {
        MessagePipe pipe = MessagePipe.builder()
                .filter((m, next) -> {
                    calls.add("sync filter");
                    next.handle(m);
                })
                .asyncFilter((m, next) -> {
                    calls.add("async filter");
                    return next.handle(m);
                })
                .build();
        pipe.asyncSubscriber(String.class).subscribe(recording("async"));
        pipe.subscriber(String.class).subscribe(m -> calls.add("sync:" + m));

        pipe.asyncPublisher(String.class).publishAsync("a");
        pipe.publisher(String.class).publish("s");

        assertThat(calls).containsExactly("async filter", "async:a", "sync filter", "sync:s");
    }

    @Test
    void filter_notCallingNext_dropsMessageAndCountsAsHandled() {
        MessagePipe pipe = MessagePipe.create();
        pipe.asyncSubscriber(String.class).subscribe(recording("handler"),
                List.of((m, next) -> m.equals("drop") ? CompletableFuture.completedFuture(null) : next.handle(m)));

        CompletionStage<Void> dropped = pipe.asyncPublisher(String.class).publishAsync("drop");
        pipe.asyncPublisher(String.class).publishAsync("keep");

        assertThat(dropped.toCompletableFuture()).isCompletedWithValue(null);
        assertThat(calls).containsExactly("handler:keep");
    }

    @Test
    void filter_passingAnotherMessage_changesWhatHandlerSees() {
        MessagePipe pipe = MessagePipe.create();
        pipe.asyncSubscriber(String.class).subscribe(recording("handler"),
                List.of((m, next) -> next.handle(m.toUpperCase())));

        pipe.asyncPublisher(String.class).publishAsync("m");

        assertThat(calls).containsExactly("handler:M");
    }

    @Test
    void filter_seesHandlersSynchronousThrowAndFailedStage_andMayRecover() {
        MessagePipe pipe = MessagePipe.create();
        RuntimeException thrown = new RuntimeException("thrown");
        RuntimeException failedStage = new RuntimeException("failed stage");
        AsyncMessageFilter<String> recovering = (m, next) -> {
            CompletionStage<?> stage;
            try {
                stage = next.handle(m);
            } catch (RuntimeException e) {
                calls.add("caught " + e.getMessage());
                return CompletableFuture.completedFuture(null);
            }
            return stage.exceptionally(e -> {
                calls.add("recovered " + e.getMessage());
                return null;
            });
        };
        AsyncSubscriber<String> subscriber = pipe.asyncSubscriber(String.class);
        subscriber.subscribe(m -> {
            throw thrown;
        }, List.of(recovering));
        subscriber.subscribe(m -> CompletableFuture.failedFuture(failedStage), List.of(recovering));

        CompletionStage<Void> done = pipe.asyncPublisher(String.class).publishAsync("m");

        assertThat(done.toCompletableFuture()).isCompletedWithValue(null);
        assertThat(calls).containsExactly("caught thrown", "recovered failed stage");
    }

    @Test
    void filter_thatThrowsOrReturnsNull_isTreatedLikeAFailingHandler() {
        MessagePipe pipe = MessagePipe.create();
        RuntimeException boom = new RuntimeException("filter failed");
        AsyncSubscriber<String> subscriber = pipe.asyncSubscriber(String.class);
        subscriber.subscribe(recording("first"), List.of((m, next) -> {
            throw boom;
        }));
        subscriber.subscribe(recording("second"), List.of((m, next) -> null));
        subscriber.subscribe(recording("third"));

        Throwable failure = failureOf(pipe.asyncPublisher(String.class)
                .publishAsync("m", AsyncPublishStrategy.PARALLEL));

        assertThat(calls).containsExactly("third:m");
        assertThat(failure).isInstanceOf(MessageDeliveryException.class).hasCause(boom);
        assertThat(failure.getSuppressed()).singleElement().isInstanceOf(NullPointerException.class);
    }

    @Test
    void predicateDrop_obtrudedByAnOuterFilter_doesNotLeakIntoOtherSubscriptions() {
        MessagePipe meddling = MessagePipe.builder().asyncFilter(AsyncMessageFilter.ordered(-1, (m, next) -> {
            next.handle(m).toCompletableFuture().obtrudeException(new IllegalStateException("poisoned"));
            return CompletableFuture.completedFuture(null);
        })).build();
        meddling.asyncSubscriber(String.class).subscribe(recording("a"), m -> false);
        meddling.asyncPublisher(String.class).publishAsync("m");

        MessagePipe other = MessagePipe.create();
        other.asyncSubscriber(String.class).subscribe(recording("b"), m -> false);
        CompletionStage<Void> done = other.asyncPublisher(String.class).publishAsync("m");

        assertThat(done.toCompletableFuture()).isCompletedWithValue(null);
    }

    @Test
    void subscribe_asyncChainIsBuiltOnceNotPerPublish() {
        AtomicInteger orderReads = new AtomicInteger();
        AsyncMessageFilter<Object> counting = new AsyncMessageFilter<>() {
            @Override
            public CompletionStage<?> filter(Object message, AsyncMessageHandler<? super Object> next) {
                return next.handle(message);
            }

            @Override
            public int order() {
                orderReads.incrementAndGet();
                return 0;
            }
        };
        MessagePipe pipe = MessagePipe.builder().asyncFilter(counting)
                .asyncFilter(AsyncMessageFilter.ordered(1, (m, n) -> n.handle(m))).build();
        pipe.asyncSubscriber(String.class).subscribe(recording("h"));
        int afterSubscribe = orderReads.get();

        for (int i = 0; i < 100; i++) {
            pipe.asyncPublisher(String.class).publishAsync("m" + i);
        }

        assertThat(orderReads).hasValue(afterSubscribe);
        assertThat(calls).hasSize(100);
    }

    @Test
    void subscribe_nullFilterOrList_throwsNamingItAndRegistersNothing() {
        MessagePipe pipe = MessagePipe.create();
        AsyncSubscriber<String> s = pipe.asyncSubscriber(String.class);

        assertThatThrownBy(() -> s.subscribe(recording("h"), (List<AsyncMessageFilter<String>>) null))
                .isInstanceOf(NullPointerException.class).hasMessage("filters == null");
        assertThatThrownBy(() -> s.subscribe(recording("h"), Arrays.asList((AsyncMessageFilter<String>) null)))
                .isInstanceOf(NullPointerException.class).hasMessage("filter == null");
        assertThatThrownBy(() -> s.subscribe((AsyncMessageHandler<String>) null, List.<AsyncMessageFilter<String>>of()))
                .isInstanceOf(NullPointerException.class).hasMessage("handler == null");
        assertThatThrownBy(() -> MessagePipe.builder().asyncFilter(null))
                .isInstanceOf(NullPointerException.class).hasMessage("filter == null");
        assertThatThrownBy(() -> AsyncMessageFilter.ordered(1, null))
                .isInstanceOf(NullPointerException.class).hasMessage("filter == null");
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @Test
    void ordered_reportsItsOrder() {
        assertThat(AsyncMessageFilter.<String>ordered(42, (m, n) -> n.handle(m)).order()).isEqualTo(42);
        AsyncMessageFilter<String> plain = (m, n) -> n.handle(m);
        assertThat(plain.order()).isZero();
    }
}
