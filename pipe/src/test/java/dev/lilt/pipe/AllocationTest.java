package dev.lilt.pipe;

import static dev.lilt.pipe.PublishAllocations.BOUND_BYTES;
import static dev.lilt.pipe.PublishAllocations.PUBLISHES;
import static dev.lilt.pipe.PublishAllocations.allocatedBy;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.PublishAllocations.Counter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Publish allocates nothing: measured with the JVM's per-thread allocation counter over warmed-up
 * publishes. The bound (1 KB for 10,000 publishes) leaves room for the counter's own noise while
 * failing at a single allocation per publish (10,000 × 16 bytes at least).
 */
class AllocationTest {
    @Test
    void publish_plainWith8Subscribers_allocatesNothing() {
        MessagePipe pipe = MessagePipe.create();
        Counter counter = subscribe8(pipe.subscriber(String.class));
        Publisher<String> publisher = pipe.publisher(String.class);

        assertPublishAllocatesNothing(() -> publisher.publish("m"), counter, 8);
    }

    @Test
    void publish_plainWithHolesAndFilters_allocatesNothing() {
        MessagePipe pipe = MessagePipe.builder().filter((m, next) -> next.handle(m)).build();
        Subscriber<String> subscriber = pipe.subscriber(String.class);
        Counter counter = new Counter();
        for (int i = 0; i < 12; i++) {
            Subscription s = subscriber.subscribe(counter, List.<MessageFilter<String>>of((m, next) -> next.handle(m)));
            if (i % 3 == 0) {
                s.close(); // holes, not enough to compact
            }
        }
        Publisher<String> publisher = pipe.publisher(String.class);

        assertPublishAllocatesNothing(() -> publisher.publish("m"), counter, 8);
    }

    @Test
    void publish_keyedWith8Subscribers_allocatesNothing() {
        MessagePipe pipe = MessagePipe.create();
        KeyedSubscriber<String, String> subscriber = pipe.keyedSubscriber(String.class, String.class);
        Counter counter = new Counter();
        for (int i = 0; i < 8; i++) {
            subscriber.subscribe("key", counter);
        }
        KeyedPublisher<String, String> publisher = pipe.keyedPublisher(String.class, String.class);

        assertPublishAllocatesNothing(() -> publisher.publish("key", "m"), counter, 8);
    }

    @Test
    void publish_bufferedWith8Subscribers_allocatesNothing() {
        MessagePipe pipe = MessagePipe.create();
        Counter counter = subscribe8(pipe.bufferedSubscriber(String.class));
        BufferedPublisher<String> publisher = pipe.bufferedPublisher(String.class);

        assertPublishAllocatesNothing(() -> publisher.publish("m"), counter, 8);
    }

    @Test
    void publish_countingPipeWithMBean_allocatesNothing() {
        MessagePipe pipe = MessagePipe.builder().name("allocation").registerMBean(true).build();
        Counter counter = subscribe8(pipe.subscriber(String.class));
        Publisher<String> publisher = pipe.publisher(String.class);
        KeyedSubscriber<String, String> keyed = pipe.keyedSubscriber(String.class, String.class);
        keyed.subscribe("key", m -> { });
        KeyedPublisher<String, String> keyedPublisher = pipe.keyedPublisher(String.class, String.class);

        assertPublishAllocatesNothing(() -> publisher.publish("m"), counter, 8);
        assertThat(allocatedBy(() -> keyedPublisher.publish("key", "m"))).isLessThan(BOUND_BYTES);
        pipe.close();
    }

    @Test
    void publish_toSupertypesWithDeadMessagesAndPriorities_allocatesNothing() {
        MessagePipe pipe = MessagePipe.builder().deliverToSupertypes(true).deadMessageHandler(d -> { }).build();
        Counter counter = subscribe8(pipe.subscriber(String.class));
        MessageHandler<Object> onObject = m -> counter.calls++;
        pipe.subscriber(Object.class).subscribe(onObject, 5);
        pipe.subscriber(CharSequence.class).subscribeConsuming(m -> false, 1);
        Publisher<String> publisher = pipe.publisher(String.class);

        assertPublishAllocatesNothing(() -> publisher.publish("m"), counter, 9);
    }

    @Test
    void publish_plainWithAConsumingHandler_allocatesNothing() {
        MessagePipe pipe = MessagePipe.create();
        Subscriber<String> subscriber = pipe.subscriber(String.class);
        Counter counter = subscribe8(subscriber);
        subscriber.subscribeConsuming(m -> false, 3);
        Publisher<String> publisher = pipe.publisher(String.class);

        assertPublishAllocatesNothing(() -> publisher.publish("m"), counter, 8);
    }

    private static Counter subscribe8(Subscriber<String> subscriber) {
        Counter counter = new Counter();
        for (int i = 0; i < 8; i++) {
            subscriber.subscribe(counter);
        }
        return counter;
    }

    private static void assertPublishAllocatesNothing(Runnable publishOnce, Counter counter, int subscribers) {
        long bytes = allocatedBy(publishOnce);

        assertThat(bytes).as("bytes allocated by %d publishes", PUBLISHES).isLessThan(BOUND_BYTES);
        assertThat(counter.calls).isEqualTo((long) subscribers * PUBLISHES * 4); // 3 warm-up rounds + 1
    }
}
