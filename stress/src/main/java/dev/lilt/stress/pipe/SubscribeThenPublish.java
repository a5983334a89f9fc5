package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import dev.lilt.pipe.Subscriber;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * Once {@code subscribe} returns, every publish that starts afterwards calls the handler, on any
 * thread. The order is observed through a volatile flag (a Dekker pair): the subscriber reads it
 * after subscribe returned, the publisher sets it before publishing. r1 is the flag the subscriber
 * read, r2 whether the publish called the handler.
 */
@JCStressTest
@Description("subscribe() is visible to a publish that provably starts after it returned")
@Outcome(id = "0, 0", expect = FORBIDDEN,
        desc = "the publish started after subscribe returned, yet skipped the new handler")
@Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "publish after subscribe: called")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "publish concurrent with or before subscribe: not called")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "publish concurrent with subscribe: called")
@State
public class SubscribeThenPublish {
    private final MessagePipe pipe = MessagePipe.create();
    private final Subscriber<String> subscriber = pipe.subscriber(String.class);
    private final Publisher<String> publisher = pipe.publisher(String.class);
    private volatile int publishStarted;
    private int called; // written by the handler, on the publishing actor's thread

    @Actor
    public void subscribeThenReadFlag(II_Result r) {
        subscriber.subscribe(m -> called = 1);
        r.r1 = publishStarted;
    }

    @Actor
    public void setFlagThenPublish(II_Result r) {
        publishStarted = 1;
        publisher.publish("m");
        r.r2 = called;
    }
}
