package dev.lilt.pipe.remote.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.DeliveryGuarantee;
import dev.lilt.pipe.remote.DistributedPipe;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.PipeSettings;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * An engine's threads start only once the pipe holds its transport: a thread started inside the
 * transport's constructor could read the pipe's transport field before it is assigned (a handler
 * on a reader thread closing its subscription does). And an engine that cannot open leaves
 * nothing open.
 */
class TransportStartTest {
    private static final PipeSettings SETTINGS = new PipeSettings("test", DeliveryGuarantee.AT_MOST_ONCE, 1 << 20,
            null, List.of(), 0);

    /** A transport that does nothing but what {@code onStart} and {@code onClose} say. */
    private static Transport idle(Runnable onStart, Runnable onClose) {
        return new Transport() {
            @Override
            public void start() {
                onStart.run();
            }

            @Override
            public CompletableFuture<Long> send(String key, byte[] payload) {
                return CompletableFuture.completedFuture(0L);
            }

            @Override
            public CompletableFuture<Void> listen(Topic topic) {
                return CompletableFuture.completedFuture(null);
            }

            @Override
            public void unlisten(Topic topic) {
            }

            @Override
            public void close() {
                onClose.run();
            }
        };
    }

    @Test
    void threadsStartedByStart_seeThePipesTransport() throws Exception {
        AtomicReference<Transport> seen = new AtomicReference<>();
        CountDownLatch read = new CountDownLatch(1);
        DistributedPipe pipe = PipeCore.open(SETTINGS, owner -> idle(() -> new Thread(() -> {
            seen.set(((DistributedPipeImpl) owner).transport());
            read.countDown();
        }).start(), () -> { }));
        try {
            assertThat(read.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(seen.get()).isNotNull().isSameAs(((DistributedPipeImpl) pipe).transport());
        } finally {
            pipe.close();
        }
    }

    @Test
    void engineThatThrows_leavesNoDeliveryThread_andTheFailureReachesTheCaller() {
        AtomicReference<String> name = new AtomicReference<>();
        assertThatThrownBy(() -> PipeCore.open(SETTINGS, owner -> {
            name.set(owner.name());
            throw new IllegalStateException("cannot connect to test://nowhere");
        })).isInstanceOf(IllegalStateException.class).hasMessage("cannot connect to test://nowhere");
        assertThat(Thread.getAllStackTraces().keySet()).extracting(Thread::getName)
                .doesNotContain("lilt-test-delivery-" + name.get());
    }

    @Test
    void startThatThrows_closesTheTransport() {
        AtomicBoolean closed = new AtomicBoolean();
        assertThatThrownBy(() -> PipeCore.open(SETTINGS, owner -> idle(() -> {
            throw new IllegalStateException("no thread for you");
        }, () -> closed.set(true)))).hasMessage("no thread for you");
        assertThat(closed).isTrue();
    }

    @Test
    void badSettings_throwAtTheCall_namingTheValue() {
        assertThatThrownBy(() -> PipeCore.open(null, owner -> idle(() -> { }, () -> { })))
                .hasMessage("settings == null");
        assertThatThrownBy(() -> PipeCore.open(SETTINGS, null)).hasMessage("engine == null");
        assertThatThrownBy(() -> PipeCore.open(SETTINGS, owner -> null))
                .isInstanceOf(NullPointerException.class).hasMessage("the engine returned no transport");
        assertThatThrownBy(() -> new PipeSettings("x", DeliveryGuarantee.AT_MOST_ONCE, 0, null, List.of(), 0))
                .hasMessage("maxMessageBytes must be >= 1: 0");
        assertThatThrownBy(() -> new PipeSettings("x", DeliveryGuarantee.AT_MOST_ONCE, 1, null, List.of(), -1))
                .hasMessage("retries must be >= 0: -1");
        assertThatThrownBy(() -> new PipeSettings("", DeliveryGuarantee.AT_MOST_ONCE, 1, null, List.of(), 0))
                .hasMessage("engine must not be empty");
    }
}
