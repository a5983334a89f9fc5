package dev.lilt.pipe.redis.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.MessagePipe;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The Redis glob of a neutral pattern matches (with Redis's own matching, {@link Glob}) every key
 * the pattern matches (the model: the in-process pattern broker), so PSUBSCRIBE never misses a
 * message the pipe must deliver; what it lets through beyond is dropped by the pipe.
 */
class RedisGlobProperties {
    @Property(tries = 2000)
    void glob_matchesEveryKeyThePatternMatches(@ForAll("patterns") String pattern, @ForAll("keys") String key) {
        boolean neutral;
        try (MessagePipe pipe = MessagePipe.builder().build()) {
            List<String> delivered = new ArrayList<>();
            pipe.patternSubscriber(String.class).subscribe(pattern, delivered::add);
            pipe.patternPublisher(String.class).publish(key, key);
            neutral = !delivered.isEmpty();
        }
        if (neutral) {
            assertThat(Glob.matches(RedisGlob.of(pattern), key)).as("%s -> %s against %s", pattern,
                    RedisGlob.of(pattern), key).isTrue();
        }
    }

    @Test
    void literalGlobCharacters_areEscaped_soTheyMatchOnlyThemselves() {
        assertThat(RedisGlob.of("a?.[b].c\\d.*")).isEqualTo("a\\?.\\[b\\].c\\\\d.*");
        assertThat(Glob.matches(RedisGlob.of("a?.x"), "ab.x")).isFalse();
        assertThat(Glob.matches(RedisGlob.of("a?.x"), "a?.x")).isTrue();
        assertThat(RedisGlob.of("game.**")).isEqualTo("game*");
        assertThat(RedisGlob.of("**")).isEqualTo("*");
        assertThat(RedisGlob.of("game.*.score")).isEqualTo("game.*.score");
    }

    @Provide
    Arbitrary<String> patterns() {
        Arbitrary<String> segment = Arbitraries.of("a", "b?", "", "*", "[x]", "a\\");
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
        return Arbitraries.of("a", "b?", "", "[x]", "a\\", "bb").list().ofMinSize(1).ofMaxSize(5)
                .map(s -> String.join(".", s));
    }
}
