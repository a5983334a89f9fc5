package dev.lilt.pipe;

import static dev.lilt.pipe.PublishAllocations.BOUND_BYTES;
import static dev.lilt.pipe.PublishAllocations.PUBLISHES;
import static dev.lilt.pipe.PublishAllocations.allocatedBy;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.PublishAllocations.Counter;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The replay, work-queue and pattern publishes allocate nothing once warm, measured with the JVM's
 * per-thread allocation counter as in AllocationTest: under 1 KB for 10,000 publishes fails at a
 * single allocation per publish.
 */
class FeatureAllocationTest {
    @Test
    void replayPublish_lastN_allocatesNothingOnceTheRingIsFull() {
        MessagePipe pipe = MessagePipe.create();
        ReplayPolicy policy = ReplayPolicy.last(64);
        Counter counter = new Counter();
        for (int i = 0; i < 8; i++) {
            pipe.replaySubscriber(String.class, policy).subscribe(counter);
        }
        ReplayPublisher<String> publisher = pipe.replayPublisher(String.class, policy);

        assertThat(allocatedBy(() -> publisher.publish("m"))).isLessThan(BOUND_BYTES);
        assertThat(counter.calls).isEqualTo(8L * PUBLISHES * 4);
    }

    @Test
    void replayPublish_withAge_allocatesNothingOnceTheRingHoldsTheWindow() {
        MessagePipe pipe = MessagePipe.create();
        long[] now = {0};
        ReplayPolicy policy = ReplayPolicy.within(Duration.ofNanos(100)).withTicker(() -> now[0]++);
        Counter counter = new Counter();
        pipe.replaySubscriber(String.class, policy).subscribe(counter);
        ReplayPublisher<String> publisher = pipe.replayPublisher(String.class, policy);

        assertThat(allocatedBy(() -> publisher.publish("m"))).isLessThan(BOUND_BYTES);
        assertThat(counter.calls).isEqualTo(PUBLISHES * 4L);
    }

    @Test
    void patternPublish_toSeveralMatchingPatternsAmongUnrelatedOnes_allocatesNothing() {
        MessagePipe pipe = MessagePipe.create();
        PatternSubscriber<String> subscriber = pipe.patternSubscriber(String.class);
        Counter counter = new Counter();
        subscriber.subscribe("player.*", counter);
        subscriber.subscribe("*.hit", counter);
        subscriber.subscribe("player.**", counter);
        subscriber.subscribe("player.hit", counter);
        for (int i = 0; i < 100; i++) {
            subscriber.subscribe("zone" + i + ".*", counter);
            subscriber.subscribe("*.evt" + i, counter);
        }
        PatternPublisher<String> publisher = pipe.patternPublisher(String.class);

        assertThat(allocatedBy(() -> publisher.publish("player.hit", "m"))).isLessThan(BOUND_BYTES);
        assertThat(counter.calls).isEqualTo(4L * PUBLISHES * 4);
    }

    @Test
    void workQueueSend_toConsumersOnTheSendingThread_allocatesNothing() {
        MessagePipe pipe = MessagePipe.create();
        for (WorkDispatch dispatch : WorkDispatch.values()) {
            WorkQueue<String> queue = pipe.createScope().workQueue(String.class, dispatch);
            Counter counter = new Counter();
            for (int i = 0; i < 4; i++) {
                queue.subscribe(counter);
            }

            assertThat(allocatedBy(() -> queue.send("m"))).as("%s", dispatch).isLessThan(BOUND_BYTES);
            assertThat(counter.calls).isEqualTo(PUBLISHES * 4L);
        }
    }
}
