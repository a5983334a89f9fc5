package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.PatternPublisher;
import dev.lilt.pipe.Subscription;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * A pattern subscription's close, which also prunes its trie path, is honoured by a publish that
 * provably starts after close returned.
 */
@JCStressTest
@Description("pattern close() is honoured by a publish that provably starts after it returned")
@Outcome(id = "0, 1", expect = FORBIDDEN, desc = "the publish started after close returned, yet called the handler")
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "publish after close: not called")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "publish concurrent with close: not called")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "publish concurrent with or before close: called")
@State
public class PatternCloseThenPublish {
    private final MessagePipe pipe = MessagePipe.create();
    private final PatternPublisher<String> publisher = pipe.patternPublisher(String.class);
    private final Subscription subscription;
    private volatile int publishStarted;
    private int called; // written by the handler, on the publishing actor's thread

    public PatternCloseThenPublish() {
        subscription = pipe.patternSubscriber(String.class).subscribe("*.hit", m -> called = 1);
    }

    @Actor
    public void closeThenReadFlag(II_Result r) {
        subscription.close();
        r.r1 = publishStarted;
    }

    @Actor
    public void setFlagThenPublish(II_Result r) {
        publishStarted = 1;
        publisher.publish("player.hit", "m");
        r.r2 = called;
    }
}
