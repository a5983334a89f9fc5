package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Subscription;
import dev.lilt.pipe.WorkDispatch;
import dev.lilt.pipe.WorkQueue;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * A work-queue consumer's close is honoured by a send that provably starts after close returned:
 * the send does not choose the closed consumer (here it finds no consumer at all).
 */
@JCStressTest
@Description("work-queue close() is honoured by a send that provably starts after it returned")
@Outcome(id = "0, 1", expect = FORBIDDEN, desc = "the send started after close returned, yet the closed consumer ran")
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "send after close: no consumer")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "send concurrent with close: no consumer")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "send concurrent with or before close: handled")
@State
public class WorkCloseThenSend {
    private final MessagePipe pipe = MessagePipe.create();
    private final WorkQueue<String> queue = pipe.workQueue(String.class, WorkDispatch.LEAST_BUSY);
    private final Subscription consumer;
    private volatile int sendStarted;
    private int called; // written by the consumer, on the sending actor's thread

    public WorkCloseThenSend() {
        consumer = queue.subscribe(m -> called = 1);
    }

    @Actor
    public void closeThenReadFlag(II_Result r) {
        consumer.close();
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
