package dev.lilt.pipe.internal;

import dev.lilt.pipe.Event;
import java.util.concurrent.Flow;
import org.reactivestreams.tck.TestEnvironment;
import org.reactivestreams.tck.flow.FlowSubscriberBlackboxVerification;

/**
 * The Reactive Streams TCK (subscriber rules, black box) against the Flow subscriber behind
 * {@code Publisher#feedFrom}: each TCK subscriber feeds a fresh event.
 */
public class FlowFeedTckTest extends FlowSubscriberBlackboxVerification<Integer> {
    /** Generous timeouts for a loaded machine. */
    public FlowFeedTckTest() {
        super(new TestEnvironment(1_000, 500));
    }

    @Override
    public Flow.Subscriber<Integer> createFlowSubscriber() {
        Event<Integer> event = Event.create();
        return new FlowFeed<>(event.publisher(), 4);
    }

    @Override
    public Integer createElement(int element) {
        return element;
    }
}
