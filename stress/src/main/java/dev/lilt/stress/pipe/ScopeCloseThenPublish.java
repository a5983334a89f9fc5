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
 * A scope's close (every broker's closeAll) against a publish to that scope. r1 is the flag the
 * closer read after close returned; r2 is 1 if the publish called the handler, 2 if it threw
 * IllegalStateException (closed), 0 if neither (it raced the close and skipped the closed node).
 */
@JCStressTest
@Description("a scope's close() is visible to a publish that provably starts after it returned")
@Outcome(id = "0, 1", expect = FORBIDDEN, desc = "the publish started after close returned, yet called the handler")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "the publish started after close returned, yet did not throw")
@Outcome(id = "0, 2", expect = ACCEPTABLE, desc = "publish after close: throws IllegalStateException")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "publish concurrent with close: skipped the closed handler")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "publish before or concurrent with close: called")
@Outcome(id = "1, 2", expect = ACCEPTABLE, desc = "publish concurrent with close: throws IllegalStateException")
@State
public class ScopeCloseThenPublish {
    private final MessagePipe scope = MessagePipe.create().createScope();
    private final Publisher<String> publisher = scope.publisher(String.class);
    private volatile int publishStarted;
    private int called; // written by the handler, on the publishing actor's thread

    public ScopeCloseThenPublish() {
        scope.subscriber(String.class).subscribe(m -> called = 1);
    }

    @Actor
    public void closeThenReadFlag(II_Result r) {
        scope.close();
        r.r1 = publishStarted;
    }

    @Actor
    public void setFlagThenPublish(II_Result r) {
        publishStarted = 1;
        try {
            publisher.publish("m");
            r.r2 = called;
        } catch (IllegalStateException closed) {
            r.r2 = 2;
        }
    }
}
