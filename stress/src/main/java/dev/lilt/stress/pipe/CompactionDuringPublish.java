package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.Subscriber;
import dev.lilt.pipe.Subscription;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * A close that compacts the slots, then a new subscribe, race a publish. Handlers 1 and 3 stay
 * subscribed, 2 is closed (which compacts: more than half of the slots are then empty) and 4 is
 * subscribed after that. The publish appends each called handler's digit, so r1 shows which were
 * called and in what order. Whatever array the publish walks, the steady handlers are called
 * once each, in subscription order; it sees the closer's two steps in order (never the new
 * subscription without the close).
 */
@JCStressTest
@Description("compaction during a publish: no steady handler lost, duplicated or reordered")
@Outcome(id = "123", expect = ACCEPTABLE, desc = "publish before the close")
@Outcome(id = "13", expect = ACCEPTABLE, desc = "publish after the close, before the subscribe")
@Outcome(id = "134", expect = ACCEPTABLE, desc = "publish after both")
@Outcome(expect = FORBIDDEN,
        desc = "a steady handler missed, duplicated or out of order, or the subscribe seen without the close")
@State
public class CompactionDuringPublish {
    private final MessagePipe pipe = MessagePipe.create();
    private final Subscriber<String> subscriber = pipe.subscriber(String.class);
    private final Publisher<String> publisher = pipe.publisher(String.class);
    private final Subscription second;
    private int calls; // digits of the handlers called, on the publishing actor's thread

    public CompactionDuringPublish() {
        subscriber.subscribe(m -> calls = calls * 10 + 1);
        subscriber.subscribe(m -> { }).close();
        second = subscriber.subscribe(m -> calls = calls * 10 + 2);
        subscriber.subscribe(m -> { }).close();
        subscriber.subscribe(m -> calls = calls * 10 + 3);
    }

    @Actor
    public void closeThenSubscribe() {
        second.close();
        subscriber.subscribe(m -> calls = calls * 10 + 4);
    }

    @Actor
    public void publish(I_Result r) {
        publisher.publish("m");
        r.r1 = calls;
    }
}
