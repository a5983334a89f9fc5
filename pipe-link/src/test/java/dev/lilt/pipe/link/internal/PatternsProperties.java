package dev.lilt.pipe.link.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.PatternPublisher;
import dev.lilt.pipe.PatternSubscriber;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The listener's routing matcher agrees with the in-process pattern broker, the model of the syntax. */
class PatternsProperties {
    @Provide
    Arbitrary<String> keys() {
        return Arbitraries.of("a", "b", "", "ab").list().ofMinSize(1).ofMaxSize(4).map(s -> String.join(".", s));
    }

    @Provide
    Arbitrary<String> patterns() {
        Arbitrary<List<String>> segments = Arbitraries.of("a", "b", "", "*").list().ofMinSize(1).ofMaxSize(4);
        return Arbitraries.oneOf(segments.map(s -> String.join(".", s)),
                segments.map(s -> String.join(".", s) + ".**"), Arbitraries.just("**"));
    }

    @Property(tries = 2000)
    void matches_agreesWithThePatternBroker(@ForAll("patterns") String pattern, @ForAll("keys") String key) {
        try (MessagePipe pipe = MessagePipe.builder().build()) {
            PatternSubscriber<String> subscriber = pipe.patternSubscriber(String.class);
            PatternPublisher<String> publisher = pipe.patternPublisher(String.class);
            AtomicBoolean reached = new AtomicBoolean();
            subscriber.subscribe(pattern, message -> reached.set(true));
            publisher.publish(key, "m");
            assertThat(Patterns.matches(pattern, key)).as("'%s' against '%s'", pattern, key).isEqualTo(reached.get());
        }
    }

    @Example
    void examples() {
        assertThat(Patterns.matches("game.*", "game.score")).isTrue();
        assertThat(Patterns.matches("game.*", "game.score.x")).isFalse();
        assertThat(Patterns.matches("game.**", "game")).isTrue();
        assertThat(Patterns.matches("game.**", "game.a.b")).isTrue();
        assertThat(Patterns.matches("game.**", "gamex")).isFalse();
    }
}
