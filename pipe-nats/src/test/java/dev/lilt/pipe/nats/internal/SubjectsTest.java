package dev.lilt.pipe.nats.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The key and pattern mapping onto NATS subjects: against the pipe's pattern model ('*' one
 * segment, '**' last, zero or more) and NATS's own matching ('*' one token, '>' one or more, last),
 * a key matches a pattern exactly when its subject matches one of the pattern's subjects.
 */
class SubjectsTest {
    /** The pipe's model: '*' one segment, '**' (last only) zero or more, anything else equal. */
    static boolean pipeMatches(String pattern, String key) {
        return pipeMatch(pattern.split("\\.", -1), 0, key.split("\\.", -1), 0);
    }

    private static boolean pipeMatch(String[] p, int i, String[] k, int j) {
        if (i == p.length) {
            return j == k.length;
        }
        if (p[i].equals("**")) {
            return true;
        }
        if (j == k.length) {
            return false;
        }
        return (p[i].equals("*") || p[i].equals(k[j])) && pipeMatch(p, i + 1, k, j + 1);
    }

    /** NATS's rule, as the server applies it to a SUB's subject. */
    static boolean natsMatches(String subscription, String subject) {
        String[] s = subscription.split("\\.", -1);
        String[] t = subject.split("\\.", -1);
        for (int i = 0; i < s.length; i++) {
            if (s[i].equals(">")) {
                return t.length > i;
            }
            if (i >= t.length || !(s[i].equals("*") || s[i].equals(t[i]))) {
                return false;
            }
        }
        return s.length == t.length;
    }

    @Provide
    Arbitrary<String> patterns() {
        Arbitrary<List<String>> segments = Arbitraries.of("a", "b", "*", "ab").list().ofMinSize(1).ofMaxSize(4);
        return Combinators.combine(segments, Arbitraries.of(false, true))
                .as((s, rest) -> String.join(".", s) + (rest ? ".**" : ""))
                .edgeCases(e -> e.add("**"));
    }

    @Provide
    Arbitrary<String> keys() {
        return Arbitraries.of("a", "b", "ab").list().ofMinSize(1).ofMaxSize(5).map(s -> String.join(".", s));
    }

    @Property(tries = 1000)
    void aKeyMatchesAPatternExactlyWhenItsSubjectMatchesOneOfThePatternsSubjects(
            @ForAll("patterns") String pattern, @ForAll("keys") String key, @ForAll boolean prefixed) {
        Subjects subjects = new Subjects(prefixed ? "lilt.test" : "");
        String subject = subjects.subject(key);
        boolean nats = subjects.patternSubjects(pattern).stream().anyMatch(s -> natsMatches(s, subject));
        assertThat(nats).as("pattern %s, key %s", pattern, key).isEqualTo(pipeMatches(pattern, key));
        assertThat(subjects.key(subject)).isEqualTo(key);
    }

    @Property(tries = 1000)
    void theWiderSubjectMatchesEveryKeyOfThePattern(@ForAll("patterns") String pattern, @ForAll("keys") String key) {
        Subjects subjects = new Subjects("lilt-js");
        if (pipeMatches(pattern, key)) {
            assertThat(natsMatches(subjects.widerSubject(pattern), subjects.subject(key)))
                    .as("pattern %s, key %s", pattern, key).isTrue();
        }
    }

    @Test
    void patternsMapOntoNatsWildcards() {
        Subjects subjects = new Subjects("lilt");
        assertThat(subjects.patternSubjects("game.*")).containsExactly("lilt.game.*");
        assertThat(subjects.patternSubjects("game.**")).containsExactly("lilt.game", "lilt.game.>");
        assertThat(subjects.patternSubjects("**")).containsExactly("lilt.>");
        assertThat(subjects.patternSubjects("*.moves")).containsExactly("lilt.*.moves");
        assertThat(new Subjects("").patternSubjects("a.**")).containsExactly("a", "a.>");
        assertThat(subjects.widerSubject("game.level.**")).isEqualTo("lilt.game.>");
        assertThat(subjects.widerSubject("game.**")).isEqualTo("lilt.>");
        assertThat(subjects.widerSubject("game.*")).isEqualTo("lilt.game.*");
    }

    @Test
    void keysThatAreNoLiteralSubject_areRefused_namingTheKeyAndWhy() {
        Subjects subjects = new Subjects("lilt");
        assertThatThrownBy(() -> subjects.subject("a..b")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("key is not a literal NATS subject (empty segment): \"a..b\"");
        assertThatThrownBy(() -> subjects.subject("a b")).hasMessageContaining("whitespace")
                .hasMessageContaining("\"a b\"");
        assertThatThrownBy(() -> subjects.subject("a.>")).hasMessageContaining("wildcard segment >");
        assertThatThrownBy(() -> subjects.subject("*")).hasMessageContaining("wildcard segment *");
        assertThatThrownBy(() -> subjects.subject("")).hasMessageContaining("(empty)");
        assertThatThrownBy(() -> subjects.patternSubjects("a. .*")).hasMessageContaining("\"a. .*\"");
        assertThatThrownBy(() -> Subjects.checkPrefix("a.*")).hasMessageContaining("subjectPrefix");
        assertThat(subjects.subject("a*b.c:d")).isEqualTo("lilt.a*b.c:d");
    }
}
