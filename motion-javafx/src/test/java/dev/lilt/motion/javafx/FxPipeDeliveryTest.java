package dev.lilt.motion.javafx;

import static dev.lilt.motion.javafx.FxToolkit.fromFx;
import static dev.lilt.motion.javafx.FxToolkit.onFx;
import static dev.lilt.motion.javafx.FxToolkit.waitOnFx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.motion.Motion;
import dev.lilt.pipe.MessagePipe;
import dev.lilt.pipe.Publisher;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import javafx.scene.shape.Rectangle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Pipe handlers delivered on the FX thread through the pipe's per-subscription executor option. */
class FxPipeDeliveryTest {
    record Moved(int index, double x) {
    }

    @BeforeAll
    static void startToolkit() {
        FxToolkit.start();
    }

    @Test
    void messagesPublishedOnOtherThreads_reachTheHandlerOnTheFxThread_inPublishOrder() throws InterruptedException {
        List<Integer> received = new ArrayList<>();
        AtomicBoolean offFxThread = new AtomicBoolean();
        try (MessagePipe pipe = MessagePipe.create()) {
            pipe.subscriber(Moved.class).on(FxExecutors.fxThread()).subscribe(m -> {
                offFxThread.compareAndSet(false, !Platform.isFxApplicationThread());
                received.add(m.index());
            });
            Publisher<Moved> publisher = pipe.publisher(Moved.class);
            Thread background = new Thread(() -> {
                for (int i = 0; i < 500; i++) {
                    publisher.publish(new Moved(i, i));
                }
            }, "publisher");
            background.start();
            background.join(FxToolkit.WAIT_SECONDS * 1000);

            waitOnFx("500 messages", () -> received.size() == 500);
        }
        assertThat(offFxThread).isFalse();
        assertThat(fromFx(() -> new ArrayList<>(received))).isSorted();
    }

    @Test
    void aHandlerOnTheFxThread_startsAMotionOnTheFxScheduler() throws InterruptedException {
        FxMotionScheduler fx = new FxMotionScheduler();
        Rectangle box = new Rectangle(10, 10);
        AtomicBoolean arrived = new AtomicBoolean();
        onFx(fx::start);
        try (MessagePipe pipe = MessagePipe.create()) {
            // the handler touches the scheduler, which only the FX thread may: the executor is what makes this legal
            pipe.subscriber(Moved.class).on(FxExecutors.fxThread()).subscribe(m ->
                    Motion.create(box.getTranslateX(), m.x(), 0.1).withScheduler(fx)
                            .withOnComplete(() -> arrived.set(true)).bind(box, FxBinders.translateX()));
            Thread background = new Thread(() -> pipe.publisher(Moved.class).publish(new Moved(1, 120)), "publisher");
            background.start();
            background.join(FxToolkit.WAIT_SECONDS * 1000);

            waitOnFx("the motion the message started", arrived::get);
            assertThat(fromFx(box::getTranslateX)).isEqualTo(120);
        } finally {
            onFx(fx::stop);
        }
    }
}
