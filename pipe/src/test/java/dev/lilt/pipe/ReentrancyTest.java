package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reentrancy gives the same answer whatever the array's fill, capacity and growth history (in
 * MessagePipe it depends on the slot a subscription lands in and on whether the array grew).
 */
class ReentrancyTest {
    private final MessagePipe pipe = MessagePipe.create();
    private final Publisher<String> publisher = pipe.publisher(String.class);
    private final Subscriber<String> subscriber = pipe.subscriber(String.class);

    @ParameterizedTest(name = "{0} subscribers before")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 100})
    void publish_subscribeDuringPublish_isNeverCalledByIt(int before) {
        AtomicInteger late = new AtomicInteger();
        for (int i = 0; i < before; i++) {
            subscriber.subscribe(m -> { });
        }
        AtomicInteger publishes = new AtomicInteger();
        subscriber.subscribe(m -> {
            if (publishes.getAndIncrement() == 0) {
                for (int i = 0; i < 10; i++) { // enough to grow the array at least once
                    subscriber.subscribe(x -> late.incrementAndGet());
                }
            }
        });

        publisher.publish("first");
        assertThat(late).hasValue(0);

        publisher.publish("second");
        assertThat(late).hasValue(10);
    }

    @ParameterizedTest(name = "{0} subscribers before")
    @ValueSource(ints = {0, 1, 3, 4, 8, 16, 33})
    void publish_closeDuringPublishAfterHoles_skipsClosedWhateverTheLayout(int before) {
        List<Subscription> filler = new ArrayList<>();
        for (int i = 0; i < before; i++) {
            filler.add(subscriber.subscribe(m -> { }));
        }
        for (int i = 0; i < before; i += 2) {
            filler.get(i).close(); // holes, possibly a compaction
        }
        AtomicInteger victimCalls = new AtomicInteger();
        List<Subscription> victims = new ArrayList<>();
        subscriber.subscribe(m -> victims.forEach(Subscription::close));
        for (int i = 0; i < 10; i++) {
            victims.add(subscriber.subscribe(m -> victimCalls.incrementAndGet()));
        }

        publisher.publish("m");

        assertThat(victimCalls).hasValue(0);
    }

    @Test
    void publish_closeEverythingAndResubscribeDuringPublish_callsOnlyEarlierAndSurvivors() {
        List<String> calls = new ArrayList<>();
        List<Subscription> subs = new ArrayList<>();
        subs.add(subscriber.subscribe(m -> {
            calls.add("first:" + m);
            if (m.equals("1")) {
                for (Subscription s : subs) {
                    s.close(); // forces the list empty, then compaction on the way
                }
                subscriber.subscribe(x -> calls.add("new:" + x));
            }
        }));
        for (int i = 0; i < 9; i++) {
            int n = i;
            subs.add(subscriber.subscribe(m -> calls.add("old" + n + ":" + m)));
        }

        publisher.publish("1");
        publisher.publish("2");

        assertThat(calls).containsExactly("first:1", "new:2");
    }

    @Test
    void publish_arrayReplacedDuringPublish_callsSurvivorsAndSkipsLaterCloses() {
        List<String> calls = new ArrayList<>();
        List<Subscription> filler = new ArrayList<>();
        Subscription[] late = new Subscription[2];
        subscriber.subscribe(m -> {
            calls.add("first:" + m);
            if (m.equals("1")) {
                filler.forEach(Subscription::close); // more than half empty: the array is replaced
                late[1].close();                     // closed after the replacement
            }
        });
        for (int i = 0; i < 8; i++) {
            filler.add(subscriber.subscribe(m -> calls.add("filler:" + m)));
        }
        late[0] = subscriber.subscribe(m -> calls.add("kept:" + m));
        late[1] = subscriber.subscribe(m -> calls.add("closed:" + m));

        publisher.publish("1");
        publisher.publish("2");

        assertThat(calls).containsExactly("first:1", "kept:1", "first:2", "kept:2");
    }

    @Test
    void publish_arrayReplacedDuringPublish_aFailingSurvivorIsReportedAndTheRestStillRun() {
        List<String> calls = new ArrayList<>();
        List<Subscription> filler = new ArrayList<>();
        subscriber.subscribe(m -> filler.forEach(Subscription::close)); // replaces the array being walked
        for (int i = 0; i < 8; i++) {
            filler.add(subscriber.subscribe(m -> calls.add("filler")));
        }
        subscriber.subscribe(m -> {
            throw new IllegalStateException("boom");
        });
        subscriber.subscribe(m -> calls.add("after"));

        assertThatThrownBy(() -> publisher.publish("1"))
                .isInstanceOf(MessageDeliveryException.class)
                .hasRootCauseInstanceOf(IllegalStateException.class)
                .hasRootCauseMessage("boom");
        assertThat(calls).containsExactly("after");
    }

    @Test
    void publish_nestedPublishFromHandler_deliversInnerFullyFirst() {
        List<String> calls = new ArrayList<>();
        subscriber.subscribe(m -> {
            calls.add("A:" + m);
            if (m.equals("outer")) {
                publisher.publish("inner");
            }
        });
        subscriber.subscribe(m -> calls.add("B:" + m));

        publisher.publish("outer");

        assertThat(calls).containsExactly("A:outer", "A:inner", "B:inner", "B:outer");
    }

    @Test
    void publish_earlierSubscriptionClosedDuringPublish_doesNotAffectThisPublish() {
        List<String> calls = new ArrayList<>();
        Subscription[] first = new Subscription[1];
        first[0] = subscriber.subscribe(m -> calls.add("A:" + m));
        subscriber.subscribe(m -> {
            calls.add("B:" + m);
            first[0].close();
        });
        subscriber.subscribe(m -> calls.add("C:" + m));

        publisher.publish("1");
        publisher.publish("2");

        assertThat(calls).containsExactly("A:1", "B:1", "C:1", "B:2", "C:2");
    }
}
