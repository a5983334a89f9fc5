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
 * A Flow view on an executor with two items buffered and one requested, its drain task queued:
 * a second request on the subscriber's thread races the executor running that drain. Once the
 * arbiter has run what is left, both items have been delivered (a request that arrives while
 * the drain is deciding to stop must not be lost), only inside executor tasks. r1 is the items
 * delivered, r2 the onNext calls made outside a task.
 */
@JCStressTest
@Description("Flow view on an executor: request vs a running drain loses no wake-up")
@Outcome(id = "2, 0", expect = ACCEPTABLE, desc = "both delivered, on the executor")
@Outcome(id = "1, 0", expect = FORBIDDEN, desc = "lost wake-up: demand and an item, but no drain delivered it")
@Outcome(expect = FORBIDDEN, desc = "onNext outside the executor, or a wrong count")
@State
public class FlowRequestVersusDrain {
    private final TaskQueue executor = new TaskQueue();
    private final Event<Integer> event = Event.create();
    private volatile Flow.Subscription subscription;
    private int delivered;     // written by onNext, which the drain serialises
    private int outsideTask;   // written by onNext

    public FlowRequestVersusDrain() {
        event.subscriber().on(executor).asFlowPublisher(4, OverflowPolicy.FAIL)
                .subscribe(new Flow.Subscriber<Integer>() {
            @Override
            public void onSubscribe(Flow.Subscription s) {
                subscription = s;
            }

            @Override
            public void onNext(Integer item) {
                delivered++;
                if (!executor.inTask()) {
                    outsideTask++;
                }
            }

            @Override
            public void onError(Throwable failure) {
            }

            @Override
            public void onComplete() {
            }
        });
        event.publisher().publish(1);
        event.publisher().publish(2);
        subscription.request(1); // queues the drain task
    }

    @Actor
    public void request() {
        subscription.request(1);
    }

    @Actor
    public void drain() {
        executor.runAll();
    }

    @Arbiter
    public void settle(II_Result r) {
        executor.runAll();
        r.r1 = delivered;
        r.r2 = outsideTask;
    }
}
