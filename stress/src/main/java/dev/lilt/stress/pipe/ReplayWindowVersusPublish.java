package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.ReplayPolicy;
import dev.lilt.pipe.ReplayPublisher;
import dev.lilt.pipe.ReplaySubscriber;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * A replay broker keeping the last 2 messages, holding 1 and 2; one thread subscribes while
 * another publishes 3. The new subscriber gets the window, oldest first, then the live messages,
 * each exactly once. r1 is the digits of what it received, in order.
 */
@JCStressTest
@Description("replay of the last 2 against a publish: no gap, no duplicate, replay first")
@Outcome(id = "123", expect = ACCEPTABLE, desc = "subscribe first: replay of 1 2, then 3 delivered")
@Outcome(id = "23", expect = ACCEPTABLE, desc = "publish first: the window moved, replay of 2 3")
@Outcome(expect = FORBIDDEN, desc = "a message lost, delivered twice, or out of order")
@State
public class ReplayWindowVersusPublish {
    private static final ReplayPolicy LAST_2 = ReplayPolicy.last(2);

    private final MessagePipe pipe = MessagePipe.create();
    private final ReplayPublisher<Integer> publisher = pipe.replayPublisher(Integer.class, LAST_2);
    private final ReplaySubscriber<Integer> subscriber = pipe.replaySubscriber(Integer.class, LAST_2);
    private int received; // digits; the handler runs on both actors' threads, hence the lock

    public ReplayWindowVersusPublish() {
        publisher.publish(1);
        publisher.publish(2);
    }

    @Actor
    public void subscribe() {
        subscriber.subscribe(this::record);
    }

    @Actor
    public void publish() {
        publisher.publish(3);
    }

    @Arbiter
    public void received(I_Result r) {
        r.r1 = receivedSoFar();
    }

    private synchronized void record(int message) {
        received = received * 10 + message;
    }

    private synchronized int receivedSoFar() {
        return received;
    }
}
