package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.KeyedPublisher;
import dev.lilt.pipe.KeyedSubscriber;
import dev.lilt.pipe.MessagePipe;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * {@link SubscribeThenPublish} for the first subscriber of a key: the subscribe creates the key's
 * map entry as well as its handler list.
 */
@JCStressTest
@Description("keyed subscribe() to a new key is visible to a publish that provably starts after it returned")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "the publish started after subscribe returned, yet missed the key")
@Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "publish after subscribe: called")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "publish concurrent with or before subscribe: not called")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "publish concurrent with subscribe: called")
@State
public class KeyedSubscribeThenPublish {
    private final MessagePipe pipe = MessagePipe.create();
    private final KeyedSubscriber<Integer, String> subscriber = pipe.keyedSubscriber(Integer.class, String.class);
    private final KeyedPublisher<Integer, String> publisher = pipe.keyedPublisher(Integer.class, String.class);
    private volatile int publishStarted;
    private int called; // written by the handler, on the publishing actor's thread

    @Actor
    public void subscribeThenReadFlag(II_Result r) {
        subscriber.subscribe(7, m -> called = 1);
        r.r1 = publishStarted;
    }

    @Actor
    public void setFlagThenPublish(II_Result r) {
        publishStarted = 1;
        publisher.publish(7, "m");
        r.r2 = called;
    }
}
