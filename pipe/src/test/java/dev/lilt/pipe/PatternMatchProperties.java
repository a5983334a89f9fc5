package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.From;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;

/**
 * The pattern broker against a naive matcher: split both at '.', walk them side by side. Random
 * patterns over a small alphabet (so that many match), random keys, subscriptions closed at
 * random: each publish calls exactly the live subscriptions whose pattern the model matches, each
 * once, and one pattern's subscriptions in subscription order.
 */
class PatternMatchProperties {
    /** The model: '*' one segment, '**' (last only) zero or more, anything else equal. */
    static boolean naiveMatches(String pattern, String key) {
        return match(pattern.split("\\.", -1), 0, key.split("\\.", -1), 0);
    }

    private static boolean match(String[] p, int i, String[] k, int j) {
        if (i == p.length) {
            return j == k.length;
        }
        if (p[i].equals("**")) {
            return true;
        }
        if (j == k.length) {
            return false;
        }
        return (p[i].equals("*") || p[i].equals(k[j])) && match(p, i + 1, k, j + 1);
    }

    @Provide
    Arbitrary<String> patterns() {
        Arbitrary<String> segment = Arbitraries.of("a", "b", "", "*", "ab");
        Arbitrary<List<String>> segments = segment.list().ofMinSize(1).ofMaxSize(4);
        return Combinators.combine(segments, Arbitraries.of(false, false, true))
                .as((s, rest) -> String.join(".", s) + (rest ? ".**" : ""))
                .injectDuplicates(0.3)
                .edgeCases(e -> e.add("**"));
    }

    @Provide
    Arbitrary<String> keys() {
        return Arbitraries.of("a", "b", "", "ab", "*").list().ofMinSize(1).ofMaxSize(5).map(s -> String.join(".", s));
    }

    @Property(tries = 300)
    void publishCallsExactlyTheMatchingLiveSubscriptions(
            @ForAll @Size(max = 40) List<@From("patterns") String> patterns,
            @ForAll @Size(min = 1, max = 20) List<@From("keys") String> keys,
            @ForAll List<Boolean> closes) {
        MessagePipe pipe = MessagePipe.create();
        PatternSubscriber<String> subscriber = pipe.patternSubscriber(String.class);
        PatternPublisher<String> publisher = pipe.patternPublisher(String.class);
        List<Integer> calls = new ArrayList<>();
        Map<Integer, Subscription> subs = new HashMap<>();
        for (int id = 0; id < patterns.size(); id++) {
            int me = id;
            subs.put(id, subscriber.subscribe(patterns.get(id), m -> calls.add(me)));
        }
        List<Integer> live = new ArrayList<>();
        for (int id = 0; id < patterns.size(); id++) {
            if (id < closes.size() && closes.get(id)) {
                subs.get(id).close();
            } else {
                live.add(id);
            }
        }

        for (String key : keys) {
            calls.clear();
            publisher.publish(key, key);

            List<Integer> expected = new ArrayList<>();
            for (int id : live) {
                if (naiveMatches(patterns.get(id), key)) {
                    expected.add(id);
                }
            }
            assertThat(calls).as("key \"%s\" over %s", key, patterns).containsExactlyInAnyOrderElementsOf(expected);
            for (int i = 1; i < calls.size(); i++) {
                int a = calls.get(i - 1);
                int b = calls.get(i);
                if (patterns.get(a).equals(patterns.get(b))) {
                    assertThat(a).as("one pattern's subscriptions in subscription order").isLessThan(b);
                }
            }
        }
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isEqualTo(live.size());
        for (Subscription s : subs.values()) {
            s.close();
        }
        assertThat(pipe.diagnostics().subscriptionCount(String.class)).isZero();
    }
}
