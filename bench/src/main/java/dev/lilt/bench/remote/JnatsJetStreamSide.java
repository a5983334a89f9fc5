package dev.lilt.bench.remote;

import io.nats.client.Connection;
import io.nats.client.ConsumerContext;
import io.nats.client.JetStream;
import io.nats.client.JetStreamApiException;
import io.nats.client.JetStreamManagement;
import io.nats.client.MessageConsumer;
import io.nats.client.api.AckPolicy;
import io.nats.client.api.ConsumerConfiguration;
import io.nats.client.api.DeliverPolicy;
import io.nats.client.api.PublishAck;
import io.nats.client.api.StorageType;
import io.nats.client.api.StreamConfiguration;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Raw jnats JetStream as a benchmark side, the shape Lilt's JetStream engine has: {@code
 * publishAsync} into a file-stored stream on one connection, a durable pull consumer with explicit
 * acknowledgement consumed on another (each message acknowledged after the handler ran). The
 * stream ({@value #STREAM}, subjects {@code rawbench.>}) is made when missing; a key {@code k} is
 * the subject {@code rawbench.k}, and each subscription makes its own consumer.
 */
public final class JnatsJetStreamSide implements RemoteSide {
    /** The stream the raw side stores into. */
    public static final String STREAM = "RAWBENCH";
    private static final String PREFIX = "rawbench.";

    private final Connection publish;
    private final Connection subscribe;
    private final JetStream jetStream;
    private MessageConsumer consumer;
    private CompletableFuture<PublishAck> last;

    /**
     * Connects twice to a NATS server with JetStream and makes the stream when missing.
     *
     * @param url the server, for example {@code nats://127.0.0.1:4223}
     * @param maxStreamMessages the stream's length bound when this call makes it, in messages
     * @throws java.io.UncheckedIOException if the server cannot be reached
     * @throws IllegalStateException if JetStream refuses the stream
     */
    public JnatsJetStreamSide(String url, long maxStreamMessages) {
        this.publish = JnatsSide.connect(url);
        this.subscribe = JnatsSide.connect(url);
        try {
            this.jetStream = publish.jetStream();
            JetStreamManagement management = publish.jetStreamManagement();
            if (!management.getStreamNames().contains(STREAM)) {
                management.addStream(StreamConfiguration.builder().name(STREAM).subjects(PREFIX + ">")
                        .storageType(StorageType.File).maxMessages(maxStreamMessages).build());
            }
        } catch (IOException | JetStreamApiException e) {
            close();
            throw new IllegalStateException("cannot use JetStream stream " + STREAM + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String name() {
        return "raw jnats JetStream";
    }

    @Override
    public void subscribe(String key, Consumer<byte[]> onMessage) throws Exception {
        String durable = "raw_" + Long.toHexString(System.nanoTime());
        subscribe.jetStreamManagement().addOrUpdateConsumer(STREAM, ConsumerConfiguration.builder()
                .durable(durable).filterSubject(PREFIX + key).ackPolicy(AckPolicy.Explicit)
                .deliverPolicy(DeliverPolicy.New).build());
        ConsumerContext context = subscribe.getConsumerContext(STREAM, durable);
        consumer = context.consume(message -> {
            onMessage.accept(message.getData());
            message.ack();
        });
    }

    @Override
    public void send(String key, byte[] payload) {
        last = jetStream.publishAsync(PREFIX + key, payload);
    }

    @Override
    public void flush() throws Exception {
        RemoteSide.awaitLast(last);
    }

    @Override
    public void close() {
        if (consumer != null) {
            try {
                consumer.close();
            } catch (Exception e) {
                // the connection closes next and drops the pull with it
            }
        }
        JnatsSide.closeQuietly(subscribe);
        JnatsSide.closeQuietly(publish);
    }
}
