package dev.lilt.pipe.redis.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.lilt.pipe.redis.DeliveryMode;
import dev.lilt.pipe.redis.RedisProcess;
import dev.lilt.pipe.remote.spi.PipeCore;
import io.lettuce.core.Range;
import io.lettuce.core.StreamMessage;
import io.lettuce.core.XAddArgs;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The sender coalesces a burst into batches (more than one entry per write, none above the limit),
 * writes the batches in sequence order, and Redis stores the entries in that order: observed on a
 * real connection, by recording what the sender hands to the writer and reading the stream back.
 */
class OutboxBatchTest {
    private static final int BURST = 5_000;

    @Test
    void burst_isWrittenInBatches_inSequenceOrder_andStoredInThatOrder() throws Exception {
        try (RedisProcess redis = RedisProcess.launch()) {
            PipeOptions options = new PipeOptions(redis.uri(), false, DeliveryMode.STREAMS, 1 << 20, null, List.of(),
                    Duration.ofMillis(50), Duration.ofMillis(200), Duration.ofSeconds(10), "batch-test", null,
                    1_000_000, 3, "lilt:dead-letter", Duration.ofSeconds(30), 100, BURST, Tls.Settings.DEFAULT);
            IdleCore idle = new IdleCore(options);
            PipeCore stats = idle.core;
            LettuceLink link = new LettuceLink(options, stats);
            List<List<Long>> batches = Collections.synchronizedList(new ArrayList<>());
            String[] fields = {StreamReader.PAYLOAD, StreamReader.SEQUENCE};
            PublishWriter real = new PublishWriter(link.publishConnection(), false,
                    entry -> PublishWriter.xadd(entry.key, new XAddArgs(), fields, new byte[][] {entry.payload,
                            Long.toString(entry.sequence).getBytes(StandardCharsets.US_ASCII)}));
            Outbox outbox = new Outbox("batch-test", BURST, options.commandTimeout(), true, link::publishConnected,
                    entries -> {
                        List<Long> sequences = new ArrayList<>();
                        for (Outbox.Entry entry : entries) {
                            sequences.add(entry.sequence);
                        }
                        batches.add(sequences);
                        return real.write(entries);
                    }, stats);
            try {
                outbox.start();
                List<CompletableFuture<Long>> sends = new ArrayList<>();
                for (int i = 0; i < BURST; i++) {
                    sends.add(outbox.offer("batch", Integer.toString(i).getBytes(StandardCharsets.US_ASCII)));
                }
                for (CompletableFuture<Long> send : sends) {
                    assertThat(send.get(30, TimeUnit.SECONDS)).isEqualTo(1L);
                }

                List<Long> written = new ArrayList<>();
                int largest = 0;
                synchronized (batches) {
                    for (List<Long> batch : batches) {
                        written.addAll(batch);
                        largest = Math.max(largest, batch.size());
                    }
                }
                assertThat(largest).as("the largest batch").isGreaterThan(1).isLessThanOrEqualTo(Outbox.MAX_BATCH);
                assertThat(batches.size()).as("writes for %d entries", BURST).isLessThan(BURST);
                List<Long> expected = new ArrayList<>();
                for (long s = 1; s <= BURST; s++) {
                    expected.add(s);
                }
                assertThat(written).as("sequences handed to the writer").isEqualTo(expected);

                List<StreamMessage<String, byte[]>> stored = link.control().api()
                        .xrange("batch", Range.create("-", "+")).get(10, TimeUnit.SECONDS);
                assertThat(stored).hasSize(BURST);
                for (int i = 0; i < BURST; i++) {
                    Integer payload = Integer.valueOf(new String(stored.get(i).getBody().get(StreamReader.PAYLOAD),
                            StandardCharsets.US_ASCII));
                    assertThat(payload).as("stream entry %d", i).isEqualTo(i);
                }
            } finally {
                outbox.close();
                link.close();
                idle.close();
            }
        }
    }
}
