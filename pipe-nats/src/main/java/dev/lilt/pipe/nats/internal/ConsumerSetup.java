package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.nats.StartPosition;
import dev.lilt.pipe.remote.spi.PipeCore;
import io.nats.client.ConsumeOptions;
import io.nats.client.Connection;
import io.nats.client.Dispatcher;
import io.nats.client.JetStreamApiException;
import io.nats.client.JetStreamManagement;
import io.nats.client.MessageConsumer;
import io.nats.client.MessageHandler;
import io.nats.client.api.AckPolicy;
import io.nats.client.api.ConsumerConfiguration;
import io.nats.client.api.DeliverPolicy;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;

/**
 * Makes a group's durable consumers and starts and stops their pulls, on one control thread per
 * pipe, in call order; each step is retried across an outage until it succeeds or the pipe closes.
 */
final class ConsumerSetup {
    /*
     * Design note.
     *
     * An existing consumer is used as it is (another pipe of the group made it, or this group read
     * before): its position is the group's, and a start position given now applies only to a group
     * new to the subject. A server error other than "not available yet" (JetStream recovering after
     * a restart answers 503) fails the subscription's ready stage and is reported.
     */

    private static final long RETRY_MILLIS = 50;
    private static final int NOT_FOUND = 404;
    private static final int BATCH = 256;

    private final PipeCore pipe;
    private final NatsOptions options;
    private final JetStreamManagement management;
    private final Connection connection;
    private final ExecutorService control;

    ConsumerSetup(PipeCore pipe, NatsOptions options, JetStreamManagement management, Connection connection) {
        this.pipe = pipe;
        this.options = options;
        this.management = management;
        this.connection = connection;
        this.control = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "lilt-nats-control-" + pipe.name());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Makes (or finds) the consumers of the subjects and starts pulling them onto the dispatcher. */
    CompletableFuture<List<MessageConsumer>> start(List<String> subjects, Dispatcher dispatcher,
            MessageHandler handler) {
        CompletableFuture<List<MessageConsumer>> started = new CompletableFuture<>();
        try {
            control.execute(() -> {
                List<MessageConsumer> consumers = new ArrayList<>(subjects.size());
                try {
                    for (String subject : subjects) {
                        consumers.add(retrying(() -> consume(subject, dispatcher, handler)));
                    }
                    started.complete(consumers);
                } catch (RuntimeException e) {
                    consumers.forEach(ConsumerSetup::closeQuietly);
                    started.completeExceptionally(e);
                    if (!pipe.isClosed()) {
                        pipe.reportError(subjects, e);
                    }
                }
            });
        } catch (RejectedExecutionException e) {
            started.completeExceptionally(new IllegalStateException("pipe is closed"));
        }
        return started;
    }

    /**
     * Stops the pulls of a topic once they started; the durable consumers stay on the server. A
     * stopped pull keeps its inbox until it expires, so a message the server still hands to it
     * reaches ConsumerDelivery, which gives it back (nak) for the group's next pull at once.
     */
    void stop(CompletableFuture<List<MessageConsumer>> started) {
        started.thenAccept(consumers -> consumers.forEach(MessageConsumer::stop));
    }

    /**
     * Ends a pull and drops its inbox at once, where nothing will give a message back (a closing
     * pipe, or pulls of a subscription that failed to start): the server must stop handing
     * messages to it.
     */
    static void closeQuietly(MessageConsumer consumer) {
        try {
            consumer.close();
        } catch (Exception e) {
            // the connection is gone: the server dropped the pull with it
        }
    }

    void close() {
        control.shutdownNow();
    }

    /** The durable consumer's name: the group and a hash of the subject (names cannot hold dots). */
    static String durableName(String group, String subject) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(subject.getBytes(StandardCharsets.UTF_8));
            return group + "_" + HexFormat.of().formatHex(hash, 0, 10);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }

    private MessageConsumer consume(String subject, Dispatcher dispatcher, MessageHandler handler)
            throws IOException, JetStreamApiException {
        String durable = durableName(options.consumerGroup(), subject);
        try {
            management.getConsumerInfo(options.stream(), durable);
        } catch (JetStreamApiException missing) {
            if (missing.getErrorCode() != NOT_FOUND) {
                throw missing;
            }
            management.addOrUpdateConsumer(options.stream(), configuration(durable, subject));
        }
        return connection.getConsumerContext(options.stream(), durable)
                .consume(ConsumeOptions.builder().batchSize(BATCH).build(), dispatcher, handler);
    }

    private ConsumerConfiguration configuration(String durable, String subject) {
        ConsumerConfiguration.Builder builder = ConsumerConfiguration.builder().durable(durable)
                .filterSubject(subject).ackPolicy(AckPolicy.Explicit).ackWait(options.ackWait())
                .maxAckPending(BATCH * 4L);
        StartPosition start = options.start();
        switch (start.kind()) {
            case ALL:
                builder.deliverPolicy(DeliverPolicy.All);
                break;
            case TIME:
                builder.deliverPolicy(DeliverPolicy.ByStartTime)
                        .startTime(start.time().atZone(ZoneOffset.UTC));
                break;
            case SEQUENCE:
                builder.deliverPolicy(DeliverPolicy.ByStartSequence).startSequence(start.sequence());
                break;
            default:
                builder.deliverPolicy(DeliverPolicy.New);
                break;
        }
        return builder.build();
    }

    private interface Step<T> {
        T run() throws IOException, JetStreamApiException;
    }

    private <T> T retrying(Step<T> step) {
        while (true) {
            if (pipe.isClosed()) {
                throw new IllegalStateException("pipe is closed");
            }
            try {
                return step.run();
            } catch (IOException | IllegalStateException e) {
                pause();
            } catch (JetStreamApiException e) {
                if (e.getErrorCode() != 503) {
                    throw new IllegalStateException("JetStream refused a consumer of stream " + options.stream()
                            + ": " + e.getMessage(), e);
                }
                pause();
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("pipe is closed", e);
        }
    }
}
