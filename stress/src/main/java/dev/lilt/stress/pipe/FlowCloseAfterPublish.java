package dev.lilt.stress.pipe;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.lilt.pipe.Event;
import dev.lilt.pipe.OverflowPolicy;
import java.util.concurrent.Flow;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.Description;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * A Flow view on an executor: one actor publishes an item and then closes the event, the other
 * requests and then runs the executor's tasks. Once the arbiter has run what is left, the item
 * published before the close has been delivered and then onComplete, never onComplete alone.
 * r1 is the items delivered, r2 is 1 once onComplete came (2 if an item came after it, 3 for
 * onError).
 */
@JCStressTest
@Description("Flow view on an executor: what was published before close() is delivered before onComplete")
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "the item, then onComplete")
@Outcome(id = "0, 1", expect = FORBIDDEN, desc = "onComplete without the item published before the close")
@Outcome(id = "1, 2", expect = FORBIDDEN, desc = "onComplete before the item")
@Outcome(id = {"0, 0", "1, 0"}, expect = FORBIDDEN, desc = "no onComplete after the close")
@Outcome(expect = FORBIDDEN, desc = "onError, or more than one item")
@State
public class FlowCloseAfterPublish {
    private final TaskQueue executor = new TaskQueue();
    private final Event<Integer> event = Event.create();
    private volatile Flow.Subscription subscription;
    private int delivered;   // written by the serialised signals
    private int completed;   // written by the serialised signals

    public FlowCloseAfterPublish() {
        event.subscriber().on(executor).asFlowPublisher(4, OverflowPolicy.FAIL)
                .subscribe(new Flow.Subscriber<Integer>() {
            @Override
            public void onSubscribe(Flow.Subscription s) {
                subscription = s;
            }

            @Override
            public void onNext(Integer item) {
                delivered++;
                if (completed != 0) {
                    completed = 2;
                }
            }

            @Override
            public void onError(Throwable failure) {
                completed = 3;
            }

            @Override
            public void onComplete() {
                completed = 1;
            }
        });
    }

    @Actor
    public void publishThenClose() {
        event.publisher().publish(1);
        event.publisher().close();
    }

    @Actor
    public void requestThenDrain() {
        subscription.request(1);
        executor.runAll();
    }

    @Arbiter
    public void settle(II_Result r) {
        executor.runAll();
        r.r1 = delivered;
        r.r2 = completed;
    }
}
