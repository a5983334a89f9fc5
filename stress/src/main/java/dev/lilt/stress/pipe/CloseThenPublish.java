package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.Subscription;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * Once {@code close} returns, no publish that starts afterwards calls the handler, on any thread.
 * Live subscriptions and holes sit around the closed one, so the close also compacts the slots
 * (more than half of them empty) while the publish may be walking them. r1 is the flag the closer
 * read after close returned, r2 the calls the publish made to the closed handler.
 */
@JCStressTest
@Description("close() is visible to a publish that provably starts after it returned")
@Outcome(id = "0, 1", expect = FORBIDDEN,
        desc = "the publish started after close returned, yet called the closed handler")
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "publish after close: not called")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "publish concurrent with close: not called")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "publish before or concurrent with close: called")
@State
public class CloseThenPublish {
    private final MessagePipe pipe = MessagePipe.create();
    private final Publisher<String> publisher = pipe.publisher(String.class);
    private final Subscription closing;
    private volatile int publishStarted;
    private int called; // written by the handler, on the publishing actor's thread

    public CloseThenPublish() {
        pipe.subscriber(String.class).subscribe(m -> { });
        pipe.subscriber(String.class).subscribe(m -> { }).close();
        closing = pipe.subscriber(String.class).subscribe(m -> called++);
        pipe.subscriber(String.class).subscribe(m -> { }).close();
        pipe.subscriber(String.class).subscribe(m -> { }); // 2 live of 5 slots after the close: compacts
    }

    @Actor
    public void closeThenReadFlag(II_Result r) {
        closing.close();
        r.r1 = publishStarted;
    }

    @Actor
    public void setFlagThenPublish(II_Result r) {
        publishStarted = 1;
        publisher.publish("m");
        r.r2 = called;
    }
}
