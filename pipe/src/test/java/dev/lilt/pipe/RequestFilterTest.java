package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Request filters, the one-handler rule, and invokeAllAsync's strategies. */
class RequestFilterTest {
    private final List<String> trace = Collections.synchronizedList(new ArrayList<>());

    private RequestFilter<Object, Object> global(String name, int order) {
        return RequestFilter.ordered(order, (q, next) -> {
            trace.add(name);
            return next.handle(q);
        });
    }

    @Test
    void filters_globalAndOwn_runSortedByOrder_globalFirstOnTies() {
        MessagePipe pipe = MessagePipe.builder().requestFilter(global("g0", 0)).requestFilter(global("g-5", -5))
                .build();
        RequestFilter<String, Integer> own0 = (q, next) -> {
            trace.add("own0");
            return next.handle(q);
        };
        RequestFilter<String, Integer> own9 = RequestFilter.ordered(9, (q, next) -> {
            trace.add("own9");
            return next.handle(q) * 10;
        });
        pipe.register(String.class, Integer.class, q -> {
            trace.add("handler");
            return q.length();
        }, List.of(own9, own0));

        assertThat(pipe.requester(String.class, Integer.class).invoke("abc")).isEqualTo(30);
        assertThat(trace).containsExactly("g-5", "g0", "own0", "own9", "handler");
    }

    @Test
    void filter_mayAnswerWithoutTheHandler_orReplaceItsFailure() {
        MessagePipe pipe = MessagePipe.create();
        pipe.register(String.class, Integer.class, q -> {
            throw new IllegalStateException("handler broke");
        }, List.of((q, next) -> {
            if (q.isEmpty()) {
                return -1;
            }
            try {
                return next.handle(q);
            } catch (IllegalStateException e) {
                return 0;
            }
        }));
        Requester<String, Integer> r = pipe.requester(String.class, Integer.class);

        assertThat(r.invoke("")).isEqualTo(-1);
        assertThat(r.invoke("x")).isZero();
    }

    @Test
    void asyncFilters_wrapAsyncHandlers_globalAndOwnInOrder() {
        MessagePipe pipe = MessagePipe.builder().asyncRequestFilter((q, next) -> {
            trace.add("global");
            return next.handle(q);
        }).build();
        AsyncRequestFilter<String, Integer> plusOne = (q, next) -> {
            trace.add("own");
            return next.handle(q).thenApply(n -> n + 1);
        };
        pipe.registerAsync(String.class, Integer.class, q -> CompletableFuture.completedFuture(q.length()),
                List.of(plusOne));

        assertThat(pipe.requester(String.class, Integer.class).invokeAsync("ab").toCompletableFuture().join())
                .isEqualTo(3);
        assertThat(trace).containsExactly("global", "own");
    }

    @Test
    void secondHandler_isRefusedWithSingleRequestHandler_withAClearMessage_andLeavesNothing() {
        MessagePipe pipe = MessagePipe.builder().singleRequestHandler(true).build();
        pipe.register(String.class, Integer.class, String::length);

        assertThatThrownBy(() ->
                pipe.registerAsync(String.class, Integer.class, q -> CompletableFuture.completedFuture(0)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("a request handler is already registered for java.lang.String -> java.lang.Integer"
                        + " and the pipe was built with singleRequestHandler(true); close it first");
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isOne();
    }

    @Test
    void secondHandler_afterTheFirstClosed_isAccepted() {
        MessagePipe pipe = MessagePipe.builder().singleRequestHandler(true).build();
        pipe.register(String.class, Integer.class, q -> 1).close();
        pipe.register(String.class, Integer.class, q -> 2);
        assertThat(pipe.requester(String.class, Integer.class).invoke("x")).isEqualTo(2);
    }

    @Test
    void racingRegistrations_exactlyOneWins() throws Exception {
        for (int round = 0; round < 50; round++) {
            MessagePipe pipe = MessagePipe.builder().singleRequestHandler(true).build();
            AtomicInteger won = new AtomicInteger();
            CountDownLatch go = new CountDownLatch(1);
            List<Thread> threads = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                Thread th = new Thread(() -> {
                    try {
                        go.await();
                        pipe.register(String.class, Integer.class, String::length);
                        won.incrementAndGet();
                    } catch (IllegalStateException | InterruptedException refused) {
                        // the losers
                    }
                });
                th.start();
                threads.add(th);
            }
            go.countDown();
            for (Thread th : threads) {
                th.join(10_000);
            }
            assertThat(won).hasValue(1);
            assertThat(pipe.diagnostics().subscriptionCount(String.class)).isOne();
        }
    }

    @Test
    void invokeAllAsync_sequential_startsEachAfterThePreviousCompleted() {
        MessagePipe pipe = MessagePipe.create();
        CompletableFuture<Integer> firstAnswer = new CompletableFuture<>();
        pipe.registerAsync(String.class, Integer.class, q -> {
            trace.add("first");
            return firstAnswer;
        });
        pipe.registerAsync(String.class, Integer.class, q -> {
            trace.add("second");
            return CompletableFuture.completedFuture(2);
        });
        Requester<String, Integer> r = pipe.requester(String.class, Integer.class);

        CompletableFuture<List<Integer>> all = r.invokeAllAsync("q", AsyncPublishStrategy.SEQUENTIAL)
                .toCompletableFuture();
        assertThat(trace).containsExactly("first");
        firstAnswer.complete(1);

        assertThat(trace).containsExactly("first", "second");
        assertThat(all).isCompletedWithValue(List.of(1, 2));
    }

    @Test
    void invokeAllAsync_parallel_startsAllAtOnce() {
        MessagePipe pipe = MessagePipe.create();
        CompletableFuture<Integer> firstAnswer = new CompletableFuture<>();
        pipe.registerAsync(String.class, Integer.class, q -> {
            trace.add("first");
            return firstAnswer;
        });
        pipe.register(String.class, Integer.class, q -> {
            trace.add("second");
            return 2;
        });

        CompletableFuture<List<Integer>> all = pipe.requester(String.class, Integer.class)
                .invokeAllAsync("q", AsyncPublishStrategy.PARALLEL).toCompletableFuture();
        assertThat(trace).containsExactly("first", "second");
        firstAnswer.complete(1);
        assertThat(all).isCompletedWithValue(List.of(1, 2));
    }

    @Test
    void invokeAllAsync_sequential_failureStillRunsTheRest_thenFails() {
        MessagePipe pipe = MessagePipe.create();
        pipe.registerAsync(String.class, Integer.class,
                q -> CompletableFuture.failedFuture(new IllegalStateException("no")));
        pipe.register(String.class, Integer.class, q -> {
            trace.add("second");
            return 2;
        });

        CompletableFuture<List<Integer>> all = pipe.requester(String.class, Integer.class)
                .invokeAllAsync("q", AsyncPublishStrategy.SEQUENTIAL).toCompletableFuture();

        assertThat(trace).containsExactly("second");
        assertThatThrownBy(all::join).cause().isInstanceOf(MessageDeliveryException.class)
                .cause().hasMessage("no");
    }

    @Test
    void badArguments_throwNamingThem() {
        MessagePipe pipe = MessagePipe.create();
        assertThatThrownBy(() -> pipe.register(String.class, Integer.class, String::length, null))
                .hasMessage("filters == null");
        assertThatThrownBy(() -> pipe.register(String.class, Integer.class, String::length,
                java.util.Arrays.asList((RequestFilter<String, Integer>) null))).hasMessage("filter == null");
        assertThatThrownBy(() -> MessagePipe.builder().requestFilter(null)).hasMessage("filter == null");
        assertThatThrownBy(() -> MessagePipe.builder().asyncRequestFilter(null)).hasMessage("filter == null");
        assertThatThrownBy(() -> pipe.requester(String.class, Integer.class).invokeAllAsync("q", null))
                .hasMessage("strategy == null");
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }
}
