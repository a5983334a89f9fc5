package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** first(predicate), first(timeout) and first(predicate, timeout) on every synchronous kind. */
class FirstVariantsTest {
    private final MessagePipe pipe = MessagePipe.create();

    /** Each synchronous kind's first(...) family and publish behind one face. */
    enum Kind {
        PLAIN, KEYED, BUFFERED, EVENT;

        interface Broker {
            void publish(String message);

            CompletableFuture<String> first(Predicate<String> predicate);

            CompletableFuture<String> first(Duration timeout);

            CompletableFuture<String> first(Predicate<String> predicate, Duration timeout);
        }

        Broker open(MessagePipe pipe) {
            switch (this) {
                case KEYED: {
                    KeyedSubscriber<Integer, String> s = pipe.keyedSubscriber(Integer.class, String.class);
                    KeyedPublisher<Integer, String> p = pipe.keyedPublisher(Integer.class, String.class);
                    return new Broker() {
                        public void publish(String m) {
                            p.publish(7, m);
                        }

                        public CompletableFuture<String> first(Predicate<String> predicate) {
                            return s.first(7, predicate);
                        }

                        public CompletableFuture<String> first(Duration timeout) {
                            return s.first(7, timeout);
                        }

                        public CompletableFuture<String> first(Predicate<String> predicate, Duration timeout) {
                            return s.first(7, predicate, timeout);
                        }
                    };
                }
                case BUFFERED:
                    return of(pipe.bufferedPublisher(String.class), pipe.bufferedSubscriber(String.class));
                case EVENT: {
                    Event<String> e = Event.create();
                    return of(e.publisher(), e.subscriber());
                }
                default:
                    return of(pipe.publisher(String.class), pipe.subscriber(String.class));
            }
        }

        private static Broker of(Publisher<String> p, Subscriber<String> s) {
            return new Broker() {
                public void publish(String m) {
                    p.publish(m);
                }

                public CompletableFuture<String> first(Predicate<String> predicate) {
                    return s.first(predicate);
                }

                public CompletableFuture<String> first(Duration timeout) {
                    return s.first(timeout);
                }

                public CompletableFuture<String> first(Predicate<String> predicate, Duration timeout) {
                    return s.first(predicate, timeout);
                }
            };
        }
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void firstWithPredicate_skipsRejectedMessages_andClosesAfterTheMatch(Kind kind) {
        Kind.Broker b = kind.open(pipe);
        CompletableFuture<String> first = b.first(m -> m.startsWith("y"));

        b.publish("no");
        b.publish("yes");
        b.publish("yes-again");

        assertThat(first).isCompletedWithValue("yes");
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void firstWithTimeout_failsWithTimeoutException_andClosesItsSubscription(Kind kind) throws InterruptedException {
        Kind.Broker b = kind.open(pipe);
        CompletableFuture<String> first = b.first(Duration.ofMillis(30));

        assertThatThrownBy(() -> first.get(10, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class).cause().isInstanceOf(TimeoutException.class);
        // the close is the failed future's dependent, run by the timer thread just after get() may
        // wake up: wait for it (bounded) rather than race it
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (pipe.diagnostics().subscriptionCount() != 0 && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void firstWithPredicateAndTimeout_completesWhenAMatchArrivesInTime(Kind kind) {
        Kind.Broker b = kind.open(pipe);
        CompletableFuture<String> first = b.first(m -> m.length() == 3, Duration.ofSeconds(30));

        b.publish("four");
        b.publish("two");

        assertThat(first).isCompletedWithValue("two");
    }

    @Test
    void eventFirstWithPredicate() {
        Event<String> event = Event.create();
        CompletableFuture<String> first = event.subscriber().first(m -> m.endsWith("!"));
        event.publisher().publish("a");
        event.publisher().publish("b!");
        assertThat(first).isCompletedWithValue("b!");
    }

    @Test
    void badArguments_throwNamingThem() {
        Subscriber<String> s = pipe.subscriber(String.class);
        assertThatThrownBy(() -> s.first((Predicate<String>) null)).hasMessage("predicate == null");
        assertThatThrownBy(() -> s.first((Duration) null)).hasMessage("timeout == null");
        assertThatThrownBy(() -> s.first(Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("timeout must be > 0: PT-1S");
        KeyedSubscriber<String, String> k = pipe.keyedSubscriber(String.class, String.class);
        assertThatThrownBy(() -> k.first(null, m -> true)).hasMessage("key == null");
        assertThatThrownBy(() -> k.first("k", Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
        assertThat(pipe.diagnostics().subscriptionCount()).isZero();
    }
}
