package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * With delivery to supertypes: once a subscribe to a supertype that had no broker returns (a new
 * broker, so every cached route of the pipe is stale), a publish of a subtype that starts
 * afterwards calls the handler. The publisher's route is resolved and cached before the actors
 * run. A Dekker pair through a volatile flag, as in {@link SubscribeThenPublish}.
 */
@JCStressTest
@Description("a subscribe to a new supertype is visible to a subtype publish that provably starts after it")
@Outcome(id = "0, 0", expect = FORBIDDEN,
        desc = "the publish started after subscribe returned, yet used the stale route")
@Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "publish after subscribe: called")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "publish concurrent with or before subscribe: not called")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "publish concurrent with subscribe: called")
@State
public class SupertypeSubscribeThenPublish {
    private final MessagePipe pipe = MessagePipe.builder().deliverToSupertypes(true).build();
    private final Publisher<Integer> publisher = pipe.publisher(Integer.class);
    private volatile int publishStarted;
    private int called; // written by the handler, on the publishing actor's thread

    public SupertypeSubscribeThenPublish() {
        publisher.publish(0); // caches Integer's route: Integer's own list only
    }

    @Actor
    public void subscribeThenReadFlag(II_Result r) {
        pipe.subscriber(Number.class).subscribe(m -> called = 1);
        r.r1 = publishStarted;
    }

    @Actor
    public void setFlagThenPublish(II_Result r) {
        publishStarted = 1;
        publisher.publish(1);
        r.r2 = called;
    }
}
