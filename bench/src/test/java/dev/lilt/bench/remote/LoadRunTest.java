package dev.lilt.bench.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.lilt.pipe.remote.InMemoryServer;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The load harness counts what it claims: on the in-memory engine nothing is lost, duplicated or
 * reordered, the offered load paces the sender, and a side that drops, repeats and swaps messages
 * is counted as doing so.
 */
class LoadRunTest {
    @Test
    void inMemoryEngine_atAnOfferedLoad_everyMessageOnce_inOrder_pacedToTheLoad() throws Exception {
        InMemoryServer server = new InMemoryServer();
        try (PipeSide side = new PipeSide("in memory", server.pipe(), server.pipe())) {
            LoadRun.Result result = LoadRun.run(side, 1_000, 64, 5_000, 5);

            assertThat(result.sent()).isEqualTo(1_000);
            assertThat(result.received()).isEqualTo(1_000);
            assertThat(result.lost()).isZero();
            assertThat(result.duplicated()).isZero();
            assertThat(result.outOfOrder()).isZero();
            assertThat(result.answeredPerSecond()).as("paced to 5,000/s").isLessThan(5_500);
            assertThat(result.p99Micros()).isGreaterThanOrEqualTo(result.p50Micros()).isPositive();
        }
    }

    @Test
    void aSideThatDropsRepeatsAndSwaps_isCountedSo() throws Exception {
        RemoteSide faulty = new RemoteSide() {
            private Consumer<byte[]> receiver;
            private byte[] held;

            @Override
            public String name() {
                return "faulty";
            }

            @Override
            public void subscribe(String key, Consumer<byte[]> onMessage) {
                receiver = onMessage;
            }

            @Override
            public void send(String key, byte[] payload) {
                long sequence = java.nio.ByteBuffer.wrap(payload).getLong();
                if (sequence == 3) {
                    return; // lost
                }
                if (sequence == 5) {
                    held = payload; // delivered after 6: one out of order
                    return;
                }
                receiver.accept(payload);
                if (sequence == 1) {
                    receiver.accept(payload); // one duplicate
                }
                if (sequence == 6) {
                    receiver.accept(held);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };

        LoadRun.Result result = LoadRun.run(faulty, 10, 16, 0, 0.2);

        assertThat(result.received()).isEqualTo(9);
        assertThat(result.lost()).isEqualTo(1);
        assertThat(result.duplicated()).isEqualTo(1);
        assertThat(result.outOfOrder()).isEqualTo(1);
    }

    @Test
    void badArguments_throwNamingThem() {
        assertThatThrownBy(() -> LoadRun.run(null, 0, 64, 0, 1)).hasMessage("messages must be >= 1: 0");
        assertThatThrownBy(() -> LoadRun.run(null, 1, 15, 0, 1)).hasMessage("size must be >= 16: 15");
    }
}
