package dev.lilt.pipe.redis.internal;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The in-memory server's pattern matching follows Redis's glob rules. */
class GlobTest {
    @ParameterizedTest(name = "{0} ~ {1} = {2}")
    @CsvSource({
        "game.*, game.1, true",
        "game.*, game., true",
        "game.*, lobby.1, false",
        "game.*, game, false",
        "*, '', true",
        "h?llo, hello, true",
        "h?llo, hllo, false",
        "h[ae]llo, hallo, true",
        "h[ae]llo, hillo, false",
        "h[^e]llo, hallo, true",
        "h[^e]llo, hello, false",
        "h[a-c]llo, hbllo, true",
        "h[a-c]llo, hdllo, false",
        "h\\*llo, h*llo, true",
        "h\\*llo, hallo, false",
        "*.*.end, a.b.c.end, true",
        "a*b*c, axxbyyc, true",
        "a*b*c, axxbyy, false",
    })
    void matches_followsRedisGlobRules(String pattern, String key, boolean expected) {
        assertThat(Glob.matches(pattern, key)).isEqualTo(expected);
    }

    @Property(tries = 300)
    void aKeyMatchesItselfAndStar(@ForAll @AlphaChars @StringLength(max = 12) String key) {
        assertThat(Glob.matches(key, key)).isTrue();
        assertThat(Glob.matches("*", key)).isTrue();
        assertThat(Glob.matches(key + "*", key + "suffix")).isTrue();
        assertThat(Glob.matches("*" + key, "prefix" + key)).isTrue();
    }
}
