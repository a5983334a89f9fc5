package dev.lilt.pipe.nats.internal;

import dev.lilt.pipe.remote.DistributedPublisher;
import dev.lilt.pipe.remote.spi.PipeCore;
import dev.lilt.pipe.remote.spi.Topic;
import dev.lilt.pipe.remote.spi.Transport;
import io.nats.client.Connection;
import io.nats.client.Dispatcher;
import io.nats.client.Message;
import io.nats.client.Subscription;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Core NATS: {@code PUB} through the pipe's queue, {@code SUB} (with a queue group when the pipe
 * has one) on one jnats dispatcher. At most once: the server keeps nothing for a subscriber that
 * is not connected, and nothing is ever written twice.
 */
final class CoreTransport implements Transport {
    /*
     * Design note.
     *
     * Messages arrive on the dispatcher's thread and are queued to the pipe's delivery thread, so a
     * handler never runs on a jnats thread (it may wait for a publish or a remote call). A topic may
     * need two subscriptions ("a.**" is "a" and "a.>", see Subjects); both feed the same topic.
     * Readiness: a subscription is live on the server once a PING sent after its SUB has its PONG
     * (ServerReady), retried across an outage. Remote requests are published with a reply subject
     * so that the server says at once when nobody handles their type (NoResponders).
     */

    /** The keys remote requests are published to (see RemoteRequestChannel). */
    static final String REQUEST_KEY_PREFIX = "lilt.rpc.req.";

    private final PipeCore pipe;
    private final NatsOptions options;
    private final Subjects subjects;
    private final NatsLink link;
    private final Connection connection;
    private final Dispatcher dispatcher;
    private final Outbox outbox;
    private final ServerReady ready;
    private final NoResponders noResponders;
    private final Map<Topic, List<Subscription>> live = new ConcurrentHashMap<>();

    CoreTransport(PipeCore pipe, NatsOptions options, Subjects subjects, NatsLink link) {
        this.pipe = pipe;
        this.options = options;
        this.subjects = subjects;
        this.link = link;
        this.connection = link.connection();
        this.dispatcher = connection.createDispatcher();
        this.ready = new ServerReady(connection, pipe, options.timeout());
        this.noResponders = new NoResponders(connection, dispatcher, options.timeout());
        this.outbox = new Outbox("lilt-nats-publish-" + pipe.name(), options.maxPendingPublishes(), options.timeout(),
                false, link::connected, this::write, pipe);
    }

    private CompletableFuture<Long> write(Outbox.Entry entry) {
        if (entry.replyTo != null) {
            return noResponders.publish(connection, entry);
        }
        connection.publish(entry.subject, entry.payload);
        return CompletableFuture.completedFuture(DistributedPublisher.UNKNOWN_RECEIVERS);
    }

    @Override
    public void start() {
        outbox.start();
    }

    @Override
    public CompletableFuture<Long> send(String key, byte[] payload) {
        String subject = subjects.subject(key);
        return key.startsWith(REQUEST_KEY_PREFIX) ? outbox.offer(key, subject, noResponders.replyTo(), payload)
                : outbox.offer(key, subject, payload);
    }

    @Override
    public void checkPattern(String pattern) {
        subjects.patternSubjects(pattern);
    }

    @Override
    public CompletableFuture<Void> listen(Topic topic) {
        List<String> wanted = topic.pattern() ? subjects.patternSubjects(topic.name())
                : List.of(subjects.subject(topic.name()));
        List<Subscription> subscriptions = new ArrayList<>(wanted.size());
        for (String subject : wanted) {
            subscriptions.add(options.queueGroup() == null
                    ? dispatcher.subscribe(subject, message -> receive(topic, message))
                    : dispatcher.subscribe(subject, options.queueGroup(), message -> receive(topic, message)));
        }
        live.put(topic, subscriptions);
        return ready.after();
    }

    private void receive(Topic topic, Message message) {
        byte[] data = message.getData();
        pipe.enqueue(topic, subjects.key(message.getSubject()), data == null ? new byte[0] : data);
    }

    @Override
    public void unlisten(Topic topic) {
        List<Subscription> subscriptions = live.remove(topic);
        if (subscriptions == null) {
            return;
        }
        for (Subscription subscription : subscriptions) {
            try {
                dispatcher.unsubscribe(subscription);
            } catch (IllegalStateException e) {
                pipe.transportFailure("unsubscribe " + subscription.getSubject(), e);
            }
        }
    }

    /** The connection, for remote requests over core request/reply. */
    NatsLink link() {
        return link;
    }

    /** Publishes queued by the pipe and not yet handed to jnats. */
    int pendingPublishes() {
        return outbox.waiting();
    }

    @Override
    public void close() {
        try {
            outbox.close();
            ready.close();
        } finally {
            link.close();
        }
    }
}
