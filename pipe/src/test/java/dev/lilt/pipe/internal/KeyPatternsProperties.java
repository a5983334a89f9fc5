package dev.lilt.pipe.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.PatternPublisher;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * {@link KeyPatterns#matches}, which the distributed pipe uses, agrees with the in-process pattern
 * broker (the model: the syntax is the same everywhere) on keys and patterns made of few
 * segments, empty ones included.
 */
class KeyPatternsProperties {
    @Property(tries = 2000)
    void matches_agreesWithThePatternBroker(@ForAll("patterns") String pattern, @ForAll("keys") String key) {
        try (MessagePipe pipe = MessagePipe.builder().build()) {
            List<String> delivered = new ArrayList<>();
            pipe.patternSubscriber(String.class).subscribe(pattern, delivered::add);
            PatternPublisher<String> publisher = pipe.patternPublisher(String.class);
            publisher.publish(key, key);

            assertThat(KeyPatterns.matches(pattern, key)).as("%s against %s", pattern, key)
                    .isEqualTo(!delivered.isEmpty());
        }
    }

    @Provide
    Arbitrary<String> patterns() {
        Arbitrary<String> segment = Arbitraries.of("a", "b", "", "*", "ab");
        return segment.list().ofMinSize(1).ofMaxSize(4).flatMap(segments -> Arbitraries.of(false, true)
                .map(rest -> {
                    List<String> all = new ArrayList<>(segments);
                    if (rest) {
                        all.set(all.size() - 1, "**");
                    }
                    return String.join(".", all);
                }));
    }

    @Provide
    Arbitrary<String> keys() {
        return Arbitraries.of("a", "b", "", "ab").list().ofMinSize(1).ofMaxSize(5).map(s -> String.join(".", s));
    }
}
