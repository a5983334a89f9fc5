package dev.lilt.pipe;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javax.management.JMX;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;

class PublishCountTest {
    record Tick(int n) { }

    /**
     * Forbidden outcomes: a final count other than threads * publishes (a lost or doubled
     * increment), and a reader seeing a count smaller than one it saw before (a torn or
     * backwards read).
     */
    @Test
    void publishCount_concurrentPublishers_isExactAndNeverGoesBackwardsForAReader() throws Exception {
        MessagePipe pipe = MessagePipe.builder().name("count-stress").registerMBean(true).build();
        pipe.subscriber(Tick.class).subscribe(t -> { });
        MessagePipeMXBean bean = JMX.newMXBeanProxy(ManagementFactory.getPlatformMBeanServer(),
                new ObjectName("dev.lilt:type=MessagePipe,name=count-stress"), MessagePipeMXBean.class);
        int threads = 4;
        int publishes = 50_000;
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> publishers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                awaitQuietly(start);
                Publisher<Tick> publisher = pipe.publisher(Tick.class);
                for (int i = 0; i < publishes; i++) {
                    publisher.publish(new Tick(i));
                }
            });
            thread.start();
            publishers.add(thread);
        }
        AtomicBoolean done = new AtomicBoolean();
        AtomicReference<String> backwards = new AtomicReference<>();
        Thread reader = new Thread(() -> {
            long last = 0;
            while (!done.get()) {
                long now = bean.getPublishCount();
                if (now < last) {
                    backwards.compareAndSet(null, now + " after " + last);
                }
                last = now;
            }
        });
        reader.start();

        start.countDown();
        for (Thread thread : publishers) {
            thread.join(TimeUnit.SECONDS.toMillis(60));
        }
        done.set(true);
        reader.join(TimeUnit.SECONDS.toMillis(10));

        assertThat(backwards.get()).isNull();
        assertThat(bean.getPublishCount()).isEqualTo((long) threads * publishes);
        assertThat(bean.getPublishCounts()).containsEntry(Tick.class.getName(), (long) threads * publishes);
        pipe.close();
    }

    @Test
    void publishCount_survivesAClosedScope() throws Exception {
        MessagePipe pipe = MessagePipe.builder().name("count-scope").registerMBean(true).build();
        MessagePipe scope = pipe.createScope();
        scope.publisher(Tick.class).publish(new Tick(1));
        pipe.publisher(Tick.class).publish(new Tick(2));

        scope.close();

        MessagePipeMXBean bean = JMX.newMXBeanProxy(ManagementFactory.getPlatformMBeanServer(),
                new ObjectName("dev.lilt:type=MessagePipe,name=count-scope"), MessagePipeMXBean.class);
        assertThat(bean.getPublishCount()).isEqualTo(2);
        pipe.close();
    }

    @Test
    void countingPipe_closedOrForgotten_isNotRetained() throws Exception {
        WeakReference<MessagePipe> closed = countingPipe(true);
        WeakReference<MessagePipe> forgotten = countingPipe(false);

        for (int i = 0; i < 200 && (closed.get() != null || forgotten.get() != null); i++) {
            System.gc();
            Thread.sleep(10);
        }

        assertThat(closed.get()).as("a closed counting pipe").isNull();
        assertThat(forgotten.get()).as("a counting pipe dropped without close").isNull();
    }

    private static WeakReference<MessagePipe> countingPipe(boolean close) {
        MessagePipe pipe = MessagePipe.builder().countPublishes(true).build();
        pipe.subscriber(Tick.class).subscribe(t -> { });
        pipe.publisher(Tick.class).publish(new Tick(1));
        if (close) {
            pipe.close();
        }
        return new WeakReference<>(pipe);
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
