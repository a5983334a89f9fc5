package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.WorkDispatch;
import dev.lilt.pipe.WorkQueue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * {@link SubscribeThenPublish} for a work queue's first consumer: a send that provably starts
 * after subscribe returned finds the consumer (instead of "no consumer").
 */
@JCStressTest
@Description("work-queue subscribe() is visible to a send that provably starts after it returned")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "the send started after subscribe returned, yet found no consumer")
@Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "send after subscribe: handled")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "send concurrent with or before subscribe: no consumer yet")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "send concurrent with subscribe: handled")
@State
public class WorkSubscribeThenSend {
    private final MessagePipe pipe = MessagePipe.create();
    private final WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.ROUND_ROBIN);
    private volatile int sendStarted;
    private int called; // written by the consumer, on the sending actor's thread

    @Actor
    public void subscribeThenReadFlag(II_Result r) {
        queue.subscribe(m -> called = 1);
        r.r1 = sendStarted;
    }

    @Actor
    public void setFlagThenSend(II_Result r) {
        sendStarted = 1;
        try {
            queue.send("m");
        } catch (IllegalStateException noConsumer) {
            // not handled: called stays 0
        }
        r.r2 = called;
    }
}
