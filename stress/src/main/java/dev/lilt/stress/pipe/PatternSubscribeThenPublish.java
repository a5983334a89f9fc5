package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.PatternPublisher;
import dev.lilt.pipe.PatternSubscriber;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * {@link SubscribeThenPublish} for a key pattern: the subscribe builds the trie path
 * ("player" then "*") as well as appending to its handler list, and the publish walks it.
 */
@JCStressTest
@Description("pattern subscribe() is visible to a publish that provably starts after it returned")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "the publish started after subscribe returned, yet missed the pattern")
@Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "publish after subscribe: called")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "publish concurrent with or before subscribe: not called")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "publish concurrent with subscribe: called")
@State
public class PatternSubscribeThenPublish {
    private final MessagePipe pipe = MessagePipe.create();
    private final PatternSubscriber<String> subscriber = pipe.patternSubscriber(String.class);
    private final PatternPublisher<String> publisher = pipe.patternPublisher(String.class);
    private volatile int publishStarted;
    private int called; // written by the handler, on the publishing actor's thread

    @Actor
    public void subscribeThenReadFlag(II_Result r) {
        subscriber.subscribe("player.*", m -> called = 1);
        r.r1 = publishStarted;
    }

    @Actor
    public void setFlagThenPublish(II_Result r) {
        publishStarted = 1;
        publisher.publish("player.hit", "m");
        r.r2 = called;
    }
}
