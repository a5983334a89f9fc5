package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.KeyedPublisher;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Subscription;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * {@link CloseThenPublish} for the last subscriber of a key: the close also drops the key's map
 * entry.
 */
@JCStressTest
@Description("keyed close() of a key's last subscriber is visible to a publish that provably starts after it returned")
@Outcome(id = "0, 1", expect = FORBIDDEN,
        desc = "the publish started after close returned, yet called the closed handler")
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "publish after close: not called")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "publish concurrent with close: not called")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "publish before or concurrent with close: called")
@State
public class KeyedLastCloseThenPublish {
    private final MessagePipe pipe = MessagePipe.create();
    private final KeyedPublisher<Integer, String> publisher = pipe.keyedPublisher(Integer.class, String.class);
    private final Subscription only;
    private volatile int publishStarted;
    private int called; // written by the handler, on the publishing actor's thread

    public KeyedLastCloseThenPublish() {
        only = pipe.keyedSubscriber(Integer.class, String.class).subscribe(7, m -> called++);
    }

    @Actor
    public void closeThenReadFlag(II_Result r) {
        only.close();
        r.r1 = publishStarted;
    }

    @Actor
    public void setFlagThenPublish(II_Result r) {
        publishStarted = 1;
        publisher.publish(7, "m");
        r.r2 = called;
    }
}
