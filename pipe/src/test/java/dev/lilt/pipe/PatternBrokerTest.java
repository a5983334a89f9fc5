package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The key-pattern broker's contract: the syntax, the order, failures, closing, bad input. */
class PatternBrokerTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final PatternSubscriber<String> subscriber = pipe.patternSubscriber(String.class);
    private final PatternPublisher<String> publisher = pipe.patternPublisher(String.class);
    private final Recorder recorder = new Recorder();

    private List<String> matched(String pattern, String... keys) {
        recorder.clear();
        Subscription s = subscriber.subscribe(pattern, recorder.handler(pattern));
        for (String key : keys) {
            publisher.publish(key, key);
        }
        s.close();
        List<String> keysMatched = new ArrayList<>();
        for (String call : recorder.calls()) {
            keysMatched.add(call.substring(pattern.length() + 1));
        }
        return keysMatched;
    }

    @Test
    void star_matchesExactlyOneSegment() {
        assertThat(matched("player.*", "player", "player.hit", "player.7.hit", "player.", "enemy.hit"))
                .containsExactly("player.hit", "player.");
        assertThat(matched("*.hit", "player.hit", "enemy.hit", "hit", "player.7.hit", ".hit"))
                .containsExactly("player.hit", "enemy.hit", ".hit");
        assertThat(matched("*", "a", "", "a.b")).containsExactly("a", "");
    }

    @Test
    void doubleStar_matchesZeroOrMoreTrailingSegments() {
        assertThat(matched("player.**", "player", "player.hit", "player.7.hit", "players.hit", "enemy"))
                .containsExactly("player", "player.hit", "player.7.hit");
        assertThat(matched("**", "a", "", "a.b.c")).containsExactly("a", "", "a.b.c");
        assertThat(matched("*.**", "a", "a.b", "")).containsExactly("a", "a.b", "");
    }

    @Test
    void literals_matchWholeSegmentsCaseSensitively_emptySegmentsIncluded() {
        assertThat(matched("player.hit", "player.hit", "Player.hit", "player.hits", "player.hit.x"))
                .containsExactly("player.hit");
        assertThat(matched("a..b", "a..b", "a.b", "a.x.b")).containsExactly("a..b");
        assertThat(matched("", "", ".", "a")).containsExactly("");
    }

    @Test
    void publish_callsEachMatchingSubscriptionOnce_inTheDocumentedOrder() {
        subscriber.subscribe("player.hit", recorder.handler("exact"));
        subscriber.subscribe("*.hit", recorder.handler("star-first"));
        subscriber.subscribe("player.*", recorder.handler("literal-then-star"));
        subscriber.subscribe("**", recorder.handler("all"));
        subscriber.subscribe("player.**", recorder.handler("player-rest"));
        subscriber.subscribe("player.hit", recorder.handler("exact-2"));
        subscriber.subscribe("enemy.*", recorder.handler("unrelated"));

        publisher.publish("player.hit", "m");

        // depth 0: `**`; then the literal "player" branch (its `**`, then "hit", then `*`), then `*`
        assertThat(recorder.calls()).containsExactly("all:m", "player-rest:m", "exact:m", "exact-2:m",
                "literal-then-star:m", "star-first:m");
    }

    @Test
    void close_stopsDelivery_andPrunesThePath() {
        Subscription a = subscriber.subscribe("a.b.c.d", recorder.handler("a"));
        Subscription b = subscriber.subscribe("a.b.*", recorder.handler("b"));
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isEqualTo(2);
        a.close();
        a.close(); // idempotent
        publisher.publish("a.b.c.d", "1");
        publisher.publish("a.b.c", "2");
        b.close();
        publisher.publish("a.b.c", "3");

        assertThat(recorder.calls()).containsExactly("b:2");
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isZero();
        Subscription again = subscriber.subscribe("a.b.c.d", recorder.handler("again"));
        publisher.publish("a.b.c.d", "4");
        assertThat(recorder.calls()).containsExactly("b:2", "again:4");
        assertThat(again.isClosed()).isFalse();
    }

    @Test
    void failingHandlers_doNotStopTheOthers_andAreThrownTogetherAfterwards() {
        subscriber.subscribe("**", m -> {
            throw new IllegalStateException("first");
        });
        subscriber.subscribe("a.*", recorder.handler("b"));
        subscriber.subscribe("*.*", m -> {
            throw new IllegalArgumentException("second");
        });

        assertThatThrownBy(() -> publisher.publish("a.x", "m"))
                .isInstanceOf(MessageDeliveryException.class)
                .hasCauseInstanceOf(IllegalStateException.class)
                .satisfies(e -> assertThat(e.getSuppressed()).hasSize(1)
                        .allMatch(s -> s instanceof IllegalArgumentException));
        assertThat(recorder.calls()).containsExactly("b:m");
    }

    @Test
    void errorHandler_takesTheFailures() {
        List<Object> reported = new ArrayList<>();
        MessagePipe handled = MessagePipe.builder().errorHandler((m, e) -> reported.add(m)).build();
        handled.patternSubscriber(String.class).subscribe("*", m -> {
            throw new IllegalStateException("x");
        });

        handled.patternPublisher(String.class).publish("k", "m");

        assertThat(reported).containsExactly("m");
    }

    @Test
    void pipeDeliveryExecutor_andGlobalFilters_apply() throws Exception {
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            List<String> seen = new ArrayList<>();
            MessagePipe onExecutor = MessagePipe.builder().deliveryExecutor(executor)
                    .filter((m, next) -> next.handle("filtered " + m)).build();
            Thread[] ranOn = new Thread[1];
            onExecutor.patternSubscriber(Object.class).subscribe("k.*", m -> {
                synchronized (seen) {
                    seen.add((String) m);
                    ranOn[0] = Thread.currentThread();
                }
            });

            onExecutor.patternPublisher(Object.class).publish("k.1", "m");
            executor.submit(() -> { }).get(10, TimeUnit.SECONDS);

            synchronized (seen) {
                assertThat(seen).containsExactly("filtered m");
                assertThat(ranOn[0]).isNotSameAs(Thread.currentThread());
            }
        } finally {
            executor.shutdownNow();
        }
    }

    @Test
    void badInput_isRefusedAtTheCall_quotingThePattern_andSubscribesNothing() {
        assertThatThrownBy(() -> subscriber.subscribe("pl*yer.hit", m -> { }))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("pattern \"pl*yer.hit\": '*' and '**' must be whole segments, not part of \"pl*yer\"");
        assertThatThrownBy(() -> subscriber.subscribe("a.**.b", m -> { }))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("pattern \"a.**.b\": '**' must be the last segment");
        assertThatThrownBy(() -> subscriber.subscribe("a.***", m -> { })).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> subscriber.subscribe(null, m -> { })).isInstanceOf(NullPointerException.class)
                .hasMessage("pattern == null");
        assertThatThrownBy(() -> subscriber.subscribe("a", null)).isInstanceOf(NullPointerException.class)
                .hasMessage("handler == null");
        assertThatThrownBy(() -> publisher.publish(null, "m")).isInstanceOf(NullPointerException.class)
                .hasMessage("key == null");
        assertThatThrownBy(() -> publisher.publish("k", null)).isInstanceOf(NullPointerException.class)
                .hasMessage("message == null");
        assertThatThrownBy(() -> pipe.patternSubscriber(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("type == null");
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isZero();
    }

    @Test
    void closedScope_closesItsPatternSubscriptions_andRefusesPublishAndSubscribe() {
        MessagePipe scope = pipe.createScope();
        PatternPublisher<String> scoped = scope.patternPublisher(String.class);
        Subscription s = scope.patternSubscriber(String.class).subscribe("a.*", recorder.handler("x"));
        scope.close();

        assertThat(s.isClosed()).isTrue();
        s.close();
        assertThatThrownBy(() -> scoped.publish("a.b", "m")).isInstanceOf(IllegalStateException.class)
                .hasMessage("scope is closed");
        assertThatThrownBy(() -> scope.patternSubscriber(String.class)).isInstanceOf(IllegalStateException.class);
        assertThat(recorder.calls()).isEmpty();
    }

    @Test
    void diagnostics_listThePatternAsTheKey() {
        subscriber.subscribe("player.*", m -> { });

        assertThat(pipe.diagnostics().liveSubscriptions()).singleElement()
                .satisfies(info -> assertThat(info.key()).isEqualTo("player.*"));
    }
}
