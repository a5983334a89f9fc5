package dev.lilt.demo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.value.Float2;
import dev.lilt.motion.Motion;
import dev.lilt.motion.swing.SwingBinders;
import dev.lilt.motion.swing.SwingExecutors;
import dev.lilt.motion.swing.SwingMotionScheduler;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import java.awt.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/**
 * Pipe handlers delivered on the event dispatch thread through {@code SwingExecutors.edt()} and the
 * pipe's per-subscription executor option: the glue between lilt-pipe and lilt-motion's Swing
 * helpers, tested here, where both libraries meet a Swing UI.
 */
class SwingPipeDeliveryTest {
    record Moved(int index, float x, float y) {
    }

    @Test
    void messagesPublishedOnOtherThreads_reachTheHandlerOnTheEdt_inPublishOrder() throws Exception {
        List<Integer> received = new ArrayList<>();
        AtomicBoolean offEdt = new AtomicBoolean();
        CountDownLatch all = new CountDownLatch(500);
        try (MessagePipe pipe = MessagePipe.create()) {
            pipe.subscriber(Moved.class).on(SwingExecutors.edt()).subscribe(m -> {
                offEdt.compareAndSet(false, !SwingUtilities.isEventDispatchThread());
                received.add(m.index());
                all.countDown();
            });
            Publisher<Moved> publisher = pipe.publisher(Moved.class);
            Thread background = new Thread(() -> {
                for (int i = 0; i < 500; i++) {
                    publisher.publish(new Moved(i, i, i));
                }
            }, "publisher");
            background.start();
            background.join(30_000);

            assertThat(all.await(30, TimeUnit.SECONDS)).isTrue();
        }
        List<Integer> seen = new ArrayList<>();
        SwingUtilities.invokeAndWait(() -> seen.addAll(received));
        assertThat(offEdt).isFalse();
        assertThat(seen).hasSize(500).isSorted();
    }

    @Test
    void aHandlerOnTheEdt_startsAMotionThatMovesAComponent() throws Exception {
        SwingMotionScheduler swing = new SwingMotionScheduler(5);
        JPanel box = new JPanel();
        CountDownLatch arrived = new CountDownLatch(1);
        SwingUtilities.invokeAndWait(swing::start);
        try (MessagePipe pipe = MessagePipe.create()) {
            // the handler touches the scheduler and the component, which only the EDT may
            pipe.subscriber(Moved.class).on(SwingExecutors.edt()).subscribe(m ->
                    Motion.create(Float2.of(box.getX(), box.getY()), Float2.of(m.x(), m.y()), 0.1).withScheduler(swing)
                            .withOnComplete(arrived::countDown).bind(box, SwingBinders.location()));
            Thread background = new Thread(() -> pipe.publisher(Moved.class).publish(new Moved(1, 120, 40)),
                    "publisher");
            background.start();
            background.join(30_000);

            assertThat(arrived.await(30, TimeUnit.SECONDS)).isTrue();
            Point[] location = new Point[1];
            SwingUtilities.invokeAndWait(() -> location[0] = box.getLocation());
            assertThat(location[0]).isEqualTo(new Point(120, 40));
        } finally {
            SwingUtilities.invokeAndWait(swing::stop);
        }
    }
}
