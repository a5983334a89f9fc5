package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import io.nats.client.Connection;
import io.nats.client.Dispatcher;
import io.nats.client.JetStream;
import io.nats.client.JetStreamApiException;
import io.nats.client.JetStreamManagement;
import io.nats.client.JetStreamOptions;
import io.nats.client.MessageConsumer;
import io.nats.client.PublishOptions;
import io.nats.client.api.StorageType;
import io.nats.client.api.StreamConfiguration;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeoutException;

/**
 * JetStream: publishes stored in one stream (with a message id, so that a resend is stored once),
 * and one durable pull consumer per subscribed subject and group, consumed on one jnats
 * dispatcher. At least once: a message is acknowledged after its handlers ran.
 */
final class JetStreamTransport implements Transport {
    /*
     * Design note.
     *
     * Stream: created at build when missing (subjects "prefix.>", file storage, the length bound
     * and de-duplication window of the options); an existing one is used as it is.
     *
     * Publishing: through Outbox with resendUnknown, each message with the id "<pipe uuid>-<seq>"
     * (Nats-Msg-Id); a resend after a lost ack carries the same id and the server drops it if it
     * stored the first, inside the duplicate window. One ack is awaited at most MAX_ACK_WAIT (an ack
     * lost with a dropped connection never comes, and every write after it waits for the resend);
     * the publish's own deadline, the pipe's timeout, spans its resends.
     *
     * Consuming: a group is a set of durable consumers named "<group>_<hash of the subject>", one per
     * topic (a pattern is one wider subject, see Subjects), shared by every pipe of the group (the
     * server splits the work among them; another group gets everything). Consumers are made and their
     * pulls started on the control thread (ConsumerSetup), since every JetStream API call waits for the
     * server and may have to outlast an outage; the pulls' messages arrive on the dispatcher's one
     * thread, which delivers them with retries and acknowledges (ConsumerDelivery).
     */

    /** The longest wait for one publish's ack (or one API answer) before it is written again. */
    static final Duration MAX_ACK_WAIT = Duration.ofSeconds(2);

    private final PipeCore pipe;
    private final NatsOptions options;
    private final Subjects subjects;
    private final NatsLink link;
    private final Connection connection;
    private final JetStream jetStream;
    private final Dispatcher dispatcher;
    private final Outbox outbox;
    private final ConsumerSetup setup;
    private final ConsumerDelivery delivery;
    private final String publisherId = UUID.randomUUID().toString();
    private final Map<Topic, CompletableFuture<List<MessageConsumer>>> live = new ConcurrentHashMap<>();

    JetStreamTransport(PipeCore pipe, NatsOptions options, Subjects subjects, NatsLink link) {
        this.pipe = pipe;
        this.options = options;
        this.subjects = subjects;
        this.link = link;
        this.connection = link.connection();
        Duration apiTimeout = options.timeout().compareTo(MAX_ACK_WAIT) < 0 ? options.timeout() : MAX_ACK_WAIT;
        JetStreamOptions api = JetStreamOptions.builder().requestTimeout(apiTimeout).build();
        try {
            this.jetStream = connection.jetStream(api);
            JetStreamManagement management = connection.jetStreamManagement(api);
            ensureStream(management);
            this.setup = new ConsumerSetup(pipe, options, management, connection);
        } catch (IOException | JetStreamApiException e) {
            throw new IllegalStateException("cannot use JetStream stream " + options.stream() + " at "
                    + String.join(",", options.servers()) + ": " + NatsLink.rootMessage(e), e);
        }
        this.dispatcher = connection.createDispatcher();
        this.delivery = new ConsumerDelivery(pipe, subjects, jetStream, options);
        this.outbox = new Outbox("lilt-nats-publish-" + pipe.name(), options.maxPendingPublishes(), options.timeout(),
                true, link::connected, this::write, pipe);
    }

    private void ensureStream(JetStreamManagement management) throws IOException, JetStreamApiException {
        try {
            management.getStreamInfo(options.stream());
        } catch (JetStreamApiException missing) {
            if (missing.getErrorCode() != 404) {
                throw missing;
            }
            management.addStream(StreamConfiguration.builder().name(options.stream())
                    .subjects(options.subjectPrefix() + ".>").storageType(StorageType.File)
                    .maxMessages(options.maxStreamMessages()).duplicateWindow(options.duplicateWindow()).build());
        }
    }

    private CompletableFuture<Long> write(Outbox.Entry entry) {
        PublishOptions publish = PublishOptions.builder().messageId(publisherId + "-" + entry.sequence)
                .expectedStream(options.stream()).build();
        return jetStream.publishAsync(entry.subject, entry.payload, publish)
                .handle((ack, failure) -> {
                    if (failure == null) {
                        return 1L;
                    }
                    Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                    if (cause instanceof JetStreamApiException) {
                        throw new Outbox.Refused("the server refused it: " + cause.getMessage(), cause);
                    }
                    throw new CompletionException(cause);
                });
    }

    @Override
    public void start() {
        outbox.start();
    }

    @Override
    public CompletableFuture<Long> send(String key, byte[] payload) {
        return outbox.offer(key, subjects.subject(key), payload);
    }

    @Override
    public void checkPattern(String pattern) {
        subjects.patternSubjects(pattern);
    }

    @Override
    public void checkRequests() {
        throw new UnsupportedOperationException("remote requests travel over core NATS request/reply, never"
                + " stored: build a NatsMode.CORE pipe on the same server for them");
    }

    @Override
    public CompletableFuture<Void> listen(Topic topic) {
        List<String> wanted = List.of(topic.pattern() ? subjects.widerSubject(topic.name())
                : subjects.subject(topic.name()));
        CompletableFuture<List<MessageConsumer>> started = setup.start(wanted, dispatcher,
                message -> delivery.receive(topic, message));
        live.put(topic, started);
        return started.thenApply(consumers -> null);
    }

    @Override
    public void unlisten(Topic topic) {
        CompletableFuture<List<MessageConsumer>> started = live.remove(topic);
        if (started != null) {
            setup.stop(started);
        }
    }

    /**
     * Waits until the server has taken the pulls' inboxes away, so that a message stored after
     * close returns goes to the group's next pull, not to this closing connection (where it would
     * wait out ackWait).
     */
    private void forgetPulls() {
        try {
            connection.flush(MAX_ACK_WAIT);
        } catch (TimeoutException | IllegalStateException e) {
            // disconnected: the server drops the pulls with the connection
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        try {
            outbox.close();
            setup.close();
            for (CompletableFuture<List<MessageConsumer>> started : new ArrayList<>(live.values())) {
                started.getNow(List.of()).forEach(ConsumerSetup::closeQuietly);
            }
            forgetPulls();
        } finally {
            link.close();
        }
    }
}
