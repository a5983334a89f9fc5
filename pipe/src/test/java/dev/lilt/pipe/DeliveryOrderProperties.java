package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Random subscribe / close / publish interleavings on one thread, reentrant ones included,
 * checked against a plain list model: calls come in subscription order, closed subscriptions are
 * never called, subscriptions made during a publish are not called by it.
 */
class DeliveryOrderProperties {
    private static final int SUBSCRIBE = 0;
    private static final int CLOSE = 1;
    private static final int PUBLISH = 2;
    private static final int PUBLISH_SUBSCRIBING = 3;
    private static final int PUBLISH_CLOSING = 4;

    @Provide
    Arbitrary<SyncBrokerKind> unbuffered() {
        return Arbitraries.of(SyncBrokerKind.PLAIN, SyncBrokerKind.KEYED, SyncBrokerKind.EVENT);
    }

    @Property(tries = 300)
    void deliveryMatchesListModel(@ForAll("unbuffered") SyncBrokerKind kind,
            @ForAll @Size(max = 300) List<@IntRange(min = 0, max = 4999) Integer> ops) {
        SyncBrokerKind.Face broker = kind.open(MessagePipe.create());
        List<Integer> model = new ArrayList<>();          // live ids, in subscription order
        Map<Integer, Subscription> subs = new HashMap<>();
        List<Integer> calls = new ArrayList<>();
        Runnable[] hook = new Runnable[1];                  // run by the first handler a publish calls
        int[] nextId = {0};

        for (int op : ops) {
            int action = op % 5;
            int param = op / 5;
            if (action == SUBSCRIBE || model.isEmpty() && action == CLOSE) {
                subscribe(broker, model, subs, calls, hook, nextId);
            } else if (action == CLOSE) {
                Integer id = model.remove(param % model.size());
                subs.remove(id).close();
            } else {
                List<Integer> expected = new ArrayList<>(model);
                if (action == PUBLISH_SUBSCRIBING && !model.isEmpty()) {
                    hook[0] = () -> subscribe(broker, model, subs, calls, hook, nextId);
                } else if (action == PUBLISH_CLOSING && !model.isEmpty()) {
                    int victimIndex = param % model.size();
                    Integer victim = model.get(victimIndex);
                    hook[0] = () -> {
                        model.remove(victim);
                        subs.remove(victim).close();
                    };
                    if (victimIndex > 0) {
                        expected.remove(victim); // closed before the publish reached it
                    }
                }
                calls.clear();
                broker.publish("m");
                hook[0] = null;
                assertThat(calls).as("after %s ops", ops.size()).containsExactlyElementsOf(expected);
            }
        }
    }

    private static void subscribe(SyncBrokerKind.Face broker, List<Integer> model, Map<Integer, Subscription> subs,
            List<Integer> calls, Runnable[] hook, int[] nextId) {
        int id = nextId[0]++;
        subs.put(id, broker.subscribe(m -> {
            calls.add(id);
            Runnable h = hook[0];
            if (h != null) {
                hook[0] = null;
                h.run();
            }
        }));
        model.add(id);
    }
}
