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
 * A Flow view on an executor: a request on the subscriber's thread races a publish on another,
 * which then runs the executor's tasks (the drain). Whatever the interleaving, once the arbiter
 * has run what is left, the item requested and published has been delivered (a lost wake-up
 * between request and drain leaves it in the buffer with demand outstanding), and onNext ran
 * only inside an executor task. r1 is the items delivered, r2 the onNext calls made outside a
 * task. {@link FlowRequestVersusDrain} races the request with a drain already emitting.
 */
@JCStressTest
@Description("Flow view on an executor: request vs publish vs drain loses no wake-up")
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "delivered, on the executor")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "lost wake-up: demand and an item, but no drain delivered it")
@Outcome(id = "1, 1", expect = FORBIDDEN, desc = "delivered, but onNext ran outside the executor")
@Outcome(expect = FORBIDDEN, desc = "delivered more than published")
@State
public class FlowRequestVersusPublish {
    private final TaskQueue executor = new TaskQueue();
    private final Event<Integer> event = Event.create();
    private volatile Flow.Subscription subscription;
    private int delivered;     // written by onNext, which the drain serialises
    private int outsideTask;   // written by onNext

    public FlowRequestVersusPublish() {
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
    }

    @Actor
    public void request() {
        subscription.request(1);
    }

    @Actor
    public void publishThenDrain() {
        event.publisher().publish(1);
        executor.runAll();
    }

    @Arbiter
    public void settle(II_Result r) {
        executor.runAll();
        r.r1 = delivered;
        r.r2 = outsideTask;
    }
}
