package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.BufferedPublisher;
import dev.lilt.pipe.BufferedSubscriber;
import dev.lilt.pipe.MessagePipe;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/**
 * A buffered broker holding message 1; one thread subscribes while another publishes 2. The new
 * subscriber gets every message exactly once, by replay or by delivery, replay first. r1 is the
 * digits of what it received, in order.
 */
@JCStressTest
@Description("buffered replay against a publish: each message once, replay first")
@Outcome(id = "12", expect = ACCEPTABLE, desc = "subscribe first: replay of 1, then 2 delivered")
@Outcome(id = "2", expect = ACCEPTABLE, desc = "publish first: replay of 2")
@Outcome(expect = FORBIDDEN, desc = "a message lost (1 alone), delivered twice, or out of order")
@State
public class BufferedReplayVersusPublish {
    private final MessagePipe pipe = MessagePipe.create();
    private final BufferedPublisher<Integer> publisher = pipe.bufferedPublisher(Integer.class);
    private final BufferedSubscriber<Integer> subscriber = pipe.bufferedSubscriber(Integer.class);
    private int received; // digits; the handler runs on both actors' threads, hence the lock

    public BufferedReplayVersusPublish() {
        publisher.publish(1);
    }

    @Actor
    public void subscribe() {
        subscriber.subscribe(this::record);
    }

    @Actor
    public void publish() {
        publisher.publish(2);
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
