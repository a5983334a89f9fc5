package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.AsyncPublishStrategy;
import dev.lilt.pipe.AsyncPublisher;
import dev.lilt.pipe.AsyncSubscriber;
import dev.lilt.pipe.MessagePipe;
import java.util.concurrent.CompletableFuture;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/** {@link SubscribeThenPublish} for the async broker: the handler starts (synchronously) or not. */
@JCStressTest
@Description("async subscribe() is visible to a publishAsync that provably starts after it returned")
@Outcome(id = "0, 0", expect = FORBIDDEN,
        desc = "the publish started after subscribe returned, yet skipped the new handler")
@Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "publish after subscribe: started")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "publish concurrent with or before subscribe: not started")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "publish concurrent with subscribe: started")
@State
public class AsyncSubscribeThenPublish {
    private static final CompletableFuture<Void> DONE = CompletableFuture.completedFuture(null);

    private final MessagePipe pipe = MessagePipe.create();
    private final AsyncSubscriber<String> subscriber = pipe.asyncSubscriber(String.class);
    private final AsyncPublisher<String> publisher = pipe.asyncPublisher(String.class);
    private volatile int publishStarted;
    private int called; // written by the handler, on the publishing actor's thread

    @Actor
    public void subscribeThenReadFlag(II_Result r) {
        subscriber.subscribe(m -> {
            called = 1;
            return DONE;
        });
        r.r1 = publishStarted;
    }

    @Actor
    public void setFlagThenPublish(II_Result r) {
        publishStarted = 1;
        publisher.publishAsync("m", AsyncPublishStrategy.SEQUENTIAL);
        r.r2 = called;
    }
}
